import type { ContextEntry } from '@charter/core';
import { summarizeContextEntries } from '@charter/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { LoadError, LoadingState } from '../../../components/ui/query-state';
import { toUserMessage } from '../../../lib/errors';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';
import { entryTypeLabel, IMPACT_COLORS, KIND_LABELS } from '../utils/context-entries';
import { sectionPath } from '../utils/sections';

type EntriesQuery = UseQueryResult<ContextEntry[]>;

function When({ at }: { at: string }) {
  return (
    <time className="muted" dateTime={at} title={toFullDate(at)}>
      {toRelativeTime(at)}
    </time>
  );
}

/** Loading, or the failure with Retry: never sample entries. */
function EntriesState({ query }: { query: EntriesQuery }) {
  if (query.isError) {
    return (
      <LoadError
        message={toUserMessage(query.error, 'The context entries could not be loaded.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <LoadingState label="Loading context entries..." />;
}

const EMPTY = 'No context entries recorded for this project yet.';

/**
 * The Charter project's overview shows its historical-context summary — counts over its
 * context entries and the 3 newest — with buttons to its Historical Context section and to /historical-context.
 */
export function HistoricalContextSummary({ projectId, query }: { projectId: string; query: EntriesQuery }) {
  const summary = query.data ? summarizeContextEntries(query.data) : null;
  return (
    <Card as="section" aria-labelledby="charter-history-title">
      <CardHeader
        id="charter-history-title"
        title="Historical Context Summary"
        description="Charter governing its own repository: the insights and evolution events derived from what was recorded for it."
      />
      {summary === null ? (
        <EntriesState query={query} />
      ) : (
        <>
          <dl className="info-list" aria-label="Context entry counts">
            <div>
              <dt>Context entries</dt>
              <dd>{summary.total}</dd>
            </div>
            <div>
              <dt>Insights</dt>
              <dd>{summary.insights}</dd>
            </div>
            <div>
              <dt>Evolution events</dt>
              <dd>{summary.evolution}</dd>
            </div>
            <div>
              <dt>High impact</dt>
              <dd>{summary.highImpact}</dd>
            </div>
          </dl>
          {summary.recent.length === 0 ? (
            <p className="muted">{EMPTY}</p>
          ) : (
            <ul className="today-list" aria-label="Newest context entries">
              {summary.recent.map((entry) => (
                <li key={entry.id} className="today-row">
                  <div>
                    <p className="today-title">{entry.title}</p>
                    <p className="today-text">
                      {KIND_LABELS[entry.kind]} · {entryTypeLabel(entry.type)}
                    </p>
                  </div>
                  <When at={entry.date} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="button-row">
        <ButtonLink to={sectionPath(projectId, 'historical-context')} variant="secondary" size="sm">
          View Project History
        </ButtonLink>
        <ButtonLink to="/historical-context" variant="secondary" size="sm">
          Open Historical Context
        </ButtonLink>
      </div>
    </Card>
  );
}

/** The Charter project's context entries (type, title, description, impact, tags, date). */
export function ContextEntriesPanel({ query }: { query: EntriesQuery }) {
  return (
    <Card as="section" aria-labelledby="context-entries-title">
      <CardHeader
        id="context-entries-title"
        title="Context Entries"
        description="Everything Charter's history holds about this project, newest first."
      />
      {!query.data ? (
        <EntriesState query={query} />
      ) : query.data.length === 0 ? (
        <p className="muted">{EMPTY}</p>
      ) : (
        <ul className="today-list" aria-label="Context entries">
          {query.data.map((entry) => (
            <li key={entry.id} className="today-row">
              <div>
                <p className="today-title">
                  <Badge color="primary">{entryTypeLabel(entry.type)}</Badge> {entry.title}
                </p>
                <p className="today-text" style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.description}
                </p>
                <p className="today-text">
                  {KIND_LABELS[entry.kind]}
                  {entry.impact ? (
                    <>
                      {' · '}
                      <Badge color={IMPACT_COLORS[entry.impact]}>{entry.impact} impact</Badge>
                    </>
                  ) : null}
                  {entry.tags.length > 0 ? ` · tags: ${entry.tags.join(', ')}` : ''}
                </p>
              </div>
              <When at={entry.date} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
