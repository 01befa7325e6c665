import type { RouteOf, RouteResponse } from '@charter/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import type { api } from '../../../lib/api-routes';

type PrinciplesAnswer = RouteResponse<RouteOf<typeof api.governance.principles>>;

/** The side panel lists the first six principles, with a count of the rest. */
export const PRINCIPLES_SHOWN = 6;

/** The principles of the constitution the demo evaluates against: the user's own, or a tier's default. */
export function PrinciplesPanel({ query: principlesQuery }: { query: UseQueryResult<PrinciplesAnswer> }) {
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
      <QueryState
        query={principlesQuery}
        loading="Loading principles…"
        skeletons={3}
        error="The principles could not be loaded."
      >
        {({ principles }) => (
          <>
            <ul className="principle-list" aria-label="Principles">
              {principles.slice(0, PRINCIPLES_SHOWN).map((principle) => (
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
            {principles.length > PRINCIPLES_SHOWN ? (
              <p className="muted">+{principles.length - PRINCIPLES_SHOWN} more</p>
            ) : null}
          </>
        )}
      </QueryState>
    </Card>
  );
}
