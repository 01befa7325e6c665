import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePrinciples } from '../api/get-principles';

/** Spec 001 §9: the side panel lists the first six principles, with a count of the rest. */
export const PRINCIPLES_SHOWN = 6;

export function PrinciplesPanel() {
  const principlesQuery = usePrinciples();
  return (
    <Card as="section" aria-labelledby="principles-title" aria-busy={principlesQuery.isPending || undefined}>
      <CardHeader
        id="principles-title"
        title="Active principles"
        description={
          principlesQuery.data
            ? `Constitution version ${principlesQuery.data.constitution_version}`
            : undefined
        }
        level={2}
      />
      {principlesQuery.isPending ? (
        <div>
          <p className="visually-hidden" role="status">
            Loading principles…
          </p>
          <Skeleton />
          <Skeleton />
          <Skeleton className="skeleton-short" />
        </div>
      ) : principlesQuery.isError ? (
        <div className="grid-error">
          <Alert>The principles could not be loaded.</Alert>
          <Button variant="secondary" onClick={() => void principlesQuery.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          <ul className="principle-list" aria-label="Principles">
            {principlesQuery.data.principles.slice(0, PRINCIPLES_SHOWN).map((principle) => (
              <li key={principle.id} className="principle-item">
                <p className="principle-mandate">{principle.mandate}</p>
                <p className="muted small">{principle.rationale}</p>
                <p className="muted small">
                  <span className="principle-category">{principle.category}</span> ·{' '}
                  <code>{principle.id}</code>
                </p>
              </li>
            ))}
          </ul>
          {principlesQuery.data.principles.length > PRINCIPLES_SHOWN ? (
            <p className="muted">+{principlesQuery.data.principles.length - PRINCIPLES_SHOWN} more</p>
          ) : null}
        </>
      )}
    </Card>
  );
}
