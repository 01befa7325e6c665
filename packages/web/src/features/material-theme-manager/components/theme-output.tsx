import { forwardRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card, CardHeader } from '../../../components/ui/card';
import { CodeBlock } from '../../../components/ui/code-block';
import { CopyButton } from '../../../components/ui/copy-button';
import { CSS_FILENAME } from '../utils/theme-css';

/** Whether the colours pass AA, said plainly before anything is exported. */
export function ContrastSummary({ failures }: { failures: readonly string[] }) {
  if (failures.length === 0) {
    return (
      <p className="mt-summary mt-summary-pass" role="status">
        ✓ Every brand colour passes WCAG 2.1 AA on the background and with its text colour.
      </p>
    );
  }
  return (
    <Alert>
      <p className="mt-summary-title">
        {failures.length === 1 ? '1 colour check fails' : `${failures.length} colour checks fail`} WCAG 2.1 AA
      </p>
      <ul className="mt-summary-list">
        {failures.map((failure) => (
          <li key={failure}>{failure}</li>
        ))}
      </ul>
      <p>
        Export CSS and Generate for Primer still work; the file and the Primer section mark these colours as
        failing.
      </p>
    </Alert>
  );
}

/** The CSS the Export CSS button saves, readable and copyable here too. */
export function CssOutput({ css }: { css: string }) {
  return (
    <Card as="section" aria-labelledby="mt-css-title" className="mt-css">
      <CardHeader
        id="mt-css-title"
        title="Theme CSS"
        description={`What Export CSS saves as ${CSS_FILENAME}.`}
        action={<CopyButton text={css} label="Copy CSS" toastTitle="CSS Copied" />}
      />
      <CodeBlock label="charter-theme.css contents" code={css} />
    </Card>
  );
}

/** The Markdown "Design system" section for a project primer. */
export const PrimerOutput = forwardRef<HTMLHeadingElement, { markdown: string }>(function PrimerOutput(
  { markdown },
  headingRef,
) {
  return (
    <Card as="section" aria-labelledby="mt-primer-title">
      <div className="card-header">
        <div>
          <h2 className="card-title" id="mt-primer-title" ref={headingRef} tabIndex={-1}>
            Design system section for your primer
          </h2>
          <p className="card-description">
            Markdown to paste into your project primer; it follows your edits while this page is open.
          </p>
        </div>
        <div className="card-action">
          <CopyButton text={markdown} label="Copy section" toastTitle="Primer Theme Copied" />
        </div>
      </div>
      <CodeBlock label="Design system section (Markdown)" code={markdown} />
    </Card>
  );
});
