import type { Project } from '@charter/core';
import { useState } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { plural } from '../utils/summarize-projects';

const RANGES = [
  { key: '7', label: '7 days', days: 7 },
  { key: '30', label: '30 days', days: 30 },
  { key: 'all', label: 'All time', days: null },
] as const;

type RangeKey = (typeof RANGES)[number]['key'];

/** Project Health Overview: the range buttons really filter, counting changes in that window. */
export function ActivityPanel({ projects, now = new Date() }: { projects: readonly Project[]; now?: Date }) {
  const [range, setRange] = useState<RangeKey>('7');
  const days = RANGES.find((r) => r.key === range)?.days ?? null;
  const since = days === null ? null : now.getTime() - days * 24 * 3600 * 1000;
  const inRange = projects.filter((p) => since === null || new Date(p.updatedAt).getTime() >= since);
  const created = projects.filter((p) => since === null || new Date(p.createdAt).getTime() >= since);

  return (
    <Card as="section" aria-labelledby="activity-heading">
      <CardHeader
        id="activity-heading"
        title="Project Health Overview"
        action={
          <fieldset className="segmented">
            <legend className="visually-hidden">Time range</legend>
            {RANGES.map((r) => (
              <button
                key={r.key}
                type="button"
                className="segmented-item"
                aria-pressed={range === r.key}
                onClick={() => setRange(r.key)}
              >
                {r.label}
              </button>
            ))}
          </fieldset>
        }
      />
      <dl className="activity-figures" aria-live="polite">
        <div>
          <dt>Projects created</dt>
          <dd>{created.length}</dd>
        </div>
        <div>
          <dt>Projects updated</dt>
          <dd>{inRange.length}</dd>
        </div>
        <div>
          <dt>Primers completed</dt>
          <dd>{inRange.filter((p) => p.completionStatus).length}</dd>
        </div>
      </dl>
      <p className="muted small">
        {projects.length === 0
          ? 'Nothing to measure yet.'
          : `${plural(inRange.length, 'project')} changed in this period.`}
      </p>
    </Card>
  );
}
