import { Card, CardHeader } from '../../../components/ui/card';
import { StatCard } from '../../../components/ui/stat-card';
import type { ProtectionSummary } from '../utils/summarize-protection';

/** Without a constitution every documented failure lands; with it, what the evaluator stopped. */
export function ProtectionComparison({ summary }: { summary: ProtectionSummary }) {
  const { total, blocked, warned, passed } = summary;
  return (
    <Card as="section" aria-labelledby="protection-title">
      <CardHeader
        id="protection-title"
        title="Investment protection"
        description={`The ${total} documented failure${total === 1 ? '' : 's'}, with and without your constitution. Counted from this run.`}
      />
      <div className="comparison-grid">
        <div className="comparison-column">
          <h3 className="subsection-title">Without a constitution</h3>
          <p>
            <strong>
              {total} of {total}
            </strong>{' '}
            documented failures reach the project: the agent makes the change and nobody is asked.
          </p>
        </div>
        <div className="comparison-column">
          <h3 className="subsection-title">With Charter</h3>
          <p>
            <strong>
              {blocked} of {total}
            </strong>{' '}
            blocked before the change is made
            {warned > 0 ? (
              <>
                , <strong>{warned}</strong> flagged for a person to review
              </>
            ) : null}
            {passed > 0 ? (
              <>
                , <strong>{passed}</strong> not caught by the current rules
              </>
            ) : null}
            .
          </p>
        </div>
      </div>
      <div className="stat-grid">
        <StatCard label="Blocked" value={blocked} color="primary" hint={`of ${total} scenarios`} />
        <StatCard label="Flagged for review" value={warned} color="secondary" />
        <StatCard label="Not caught" value={passed} color="quaternary" />
        <StatCard label="Rules involved" value={summary.rulesInvolved} color="tertiary" />
      </div>
    </Card>
  );
}
