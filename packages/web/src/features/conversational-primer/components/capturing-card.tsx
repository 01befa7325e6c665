import type { ExtractedElements } from '@charter/core';
import { Card, CardHeader } from '../../../components/ui/card';

const NOT_YET = 'Not mentioned yet';

function ItemList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <span className="cp-empty">{NOT_YET}</span>;
  return (
    <ul className="cp-capture-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** What the interviewer has heard so far: only the user's own words, never a guess. */
export function CapturingCard({ elements }: { elements: ExtractedElements }) {
  const text = (value: string) => (value === '' ? <span className="cp-empty">{NOT_YET}</span> : value);
  return (
    <Card as="section" aria-labelledby="cp-capturing-title" className="cp-capturing">
      <CardHeader
        id="cp-capturing-title"
        title="What I'm Capturing"
        description="Updated with every answer."
      />
      <dl className="cp-capture">
        <dt>Name</dt>
        <dd>{text(elements.projectName)}</dd>
        <dt>Problem</dt>
        <dd>{text(elements.problem)}</dd>
        <dt>Users</dt>
        <dd>{text(elements.users)}</dd>
        <dt>Project type</dt>
        <dd>{text(elements.projectType)}</dd>
        <dt>Features</dt>
        <dd>
          <ItemList items={elements.features} />
        </dd>
        <dt>Constraints</dt>
        <dd>
          <ItemList items={elements.constraints} />
        </dd>
        <dt>Business model</dt>
        <dd>{text(elements.businessModel)}</dd>
        <dt>Timeline</dt>
        <dd>{text(elements.timeline)}</dd>
      </dl>
    </Card>
  );
}
