import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { useConstitutionalRules, useStrategicContext } from '../api/semi-context';

/**
 * The Context panel (the spec has it without a trigger; the screen opens it with a button): the
 * constitutional rules Semi sees, and the strategic context a handoff carries, loaded on request.
 */
export function ContextPanel({ id }: { id: string }) {
  const [load, setLoad] = useState(false);
  const rules = useConstitutionalRules();
  const context = useStrategicContext(load);
  return (
    <Card as="section" id={id} aria-labelledby={`${id}-title`} className="semi-context">
      <CardHeader
        id={`${id}-title`}
        title="Context shared with Semi"
        description="What Semi receives: your constitutional rules, and your strategic insights and open todos."
      />
      <h3 className="semi-subtitle">Constitutional rules</h3>
      <QueryState query={rules} loading="Loading rules…" error="Your rules could not be loaded.">
        {(data) => (
          <ul className="semi-rule-list" aria-label="Constitutional rules">
            {data.rules.map((rule) => (
              <li key={rule.id}>
                <code>{rule.id}</code> {rule.mandate}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <h3 className="semi-subtitle">Strategic context</h3>
      {!load ? (
        <Button variant="secondary" onClick={() => setLoad(true)}>
          Load Strategic Context
        </Button>
      ) : (
        <QueryState
          query={context}
          loading="Loading strategic context…"
          error="Your strategic context could not be loaded."
        >
          {(data) => (
            <div aria-live="polite">
              <p>
                {data.totalInsights} insights and {data.totalTodos} open todos in your historical context.
              </p>
              {data.strategicInsights.length ? (
                <ul aria-label="Strategic insights">
                  {data.strategicInsights.slice(0, 5).map((insight) => (
                    <li key={insight.id}>{insight.title}</li>
                  ))}
                </ul>
              ) : (
                <p className="muted">No insights yet: they come from your decisions, projects and journal.</p>
              )}
              {data.strategicTodos.length ? (
                <ul aria-label="Open todos">
                  {data.strategicTodos.slice(0, 5).map((todo) => (
                    <li key={todo.id}>{todo.title}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          )}
        </QueryState>
      )}
    </Card>
  );
}
