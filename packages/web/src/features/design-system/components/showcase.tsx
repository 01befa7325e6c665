import { type ReactNode, useId } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';

/** A group of examples: a card named by its heading. */
export function ShowcaseSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className="ds-section">
      <CardHeader id={id} title={title} description={description} />
      <div className="ds-examples">{children}</div>
    </Card>
  );
}

/**
 * One example: the component's name, when to use it, and the live component. `source` names the shared
 * module the example comes from, so a reader knows what to import.
 */
export function Example({
  title,
  use,
  source,
  children,
  wide,
}: {
  title: string;
  use: ReactNode;
  source?: string;
  children: ReactNode;
  /** Span the whole row (grids and layouts need the width). */
  wide?: boolean;
}) {
  return (
    <div className={['ds-example', wide ? 'ds-example-wide' : null].filter(Boolean).join(' ')}>
      <h3 className="ds-example-title">{title}</h3>
      <p className="ds-example-use">{use}</p>
      {source ? (
        <p className="ds-example-source">
          <code>{source}</code>
        </p>
      ) : null}
      <div className="ds-example-demo">{children}</div>
    </div>
  );
}
