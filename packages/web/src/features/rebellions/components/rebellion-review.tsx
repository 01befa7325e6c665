import type { RebellionView } from '@charter/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { type RebellionFilter, useRebellions } from '../../../lib/queries/rebellions';
import { searchRebellions } from '../utils/search-rebellions';
import { approveDecision } from './approve-dialog';
import { DecisionDialog } from './decision-dialog';
import { RebellionCard } from './rebellion-card';
import { rejectDecision } from './reject-dialog';
import { revokeDecision } from './revoke-dialog';

const FILTERS: readonly { key: RebellionFilter; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'pending', label: 'Pending' },
  { key: 'decided', label: 'Decided' },
];

type OpenDialog = { kind: 'approve' | 'reject' | 'revoke'; rebellion: RebellionView } | null;

/**
 * The owner's review of agents' exception requests: search, All / Pending / Decided,
 * approve or reject. Self-contained — it brings its own data — so the /rebellions screen and the My
 * Projects "Constitutional Rebellions" tab both mount it.
 */
export function RebellionReview({ initialFilter = 'pending' }: { initialFilter?: RebellionFilter }) {
  const [filter, setFilter] = useState<RebellionFilter>(initialFilter);
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const rebellions = useRebellions(filter);
  const resultsRef = useRef<HTMLElement>(null);
  const [focusResults, setFocusResults] = useState(false);
  // The decided card leaves the list, and with it the button the dialog would return focus to: keyboard
  // and screen-reader users land on the results instead of the top of the page.
  useEffect(() => {
    if (!focusResults) return;
    resultsRef.current?.focus();
    setFocusResults(false);
  }, [focusResults]);
  const decided = () => {
    setDialog(null);
    setFocusResults(true);
  };
  const shown = rebellions.data ? searchRebellions(rebellions.data, query) : [];

  const body = (
    <QueryState
      query={rebellions}
      loading="Loading rebellions..."
      error="Rebellions could not be loaded."
      isEmpty={(list) => list.length === 0}
      empty={
        <div className="empty-state">
          <h2 className="empty-title">
            {filter === 'decided' ? 'No decided rebellions' : 'No pending rebellions'}
          </h2>
          <p className="empty-text">
            {filter === 'decided'
              ? 'Rebellions you approve or reject are kept here with their history.'
              : 'When an agent is blocked and asks for an exception, its request waits here for your decision.'}
          </p>
        </div>
      }
    >
      {shown.length === 0 ? (
        <div className="empty-state">
          <h2 className="empty-title">No rebellions match your search</h2>
          <p className="empty-text">
            Search looks at the project, agent, requested action, justification and rules.
          </p>
          <Button variant="secondary" onClick={() => setQuery('')}>
            Clear search
          </Button>
        </div>
      ) : (
        <ul className="rebellion-list" aria-label="Rebellions">
          {shown.map((rebellion) => (
            <li key={rebellion.rebellion_id}>
              <RebellionCard
                rebellion={rebellion}
                onApprove={(r) => setDialog({ kind: 'approve', rebellion: r })}
                onReject={(r) => setDialog({ kind: 'reject', rebellion: r })}
                onRevoke={(r) => setDialog({ kind: 'revoke', rebellion: r })}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );

  return (
    <div className="rebellion-review">
      <div className="rebellion-toolbar">
        <TextField
          label="Search rebellions"
          type="search"
          value={query}
          placeholder="Project, agent, action, justification or rule"
          onChange={(event) => setQuery(event.target.value)}
        />
        <fieldset className="segmented">
          <legend className="visually-hidden">Show rebellions</legend>
          {FILTERS.map((f) => (
            <button
              key={f.key}
              type="button"
              className="segmented-item"
              aria-pressed={filter === f.key}
              onClick={() => setFilter(f.key)}
            >
              {f.label}
            </button>
          ))}
        </fieldset>
      </div>
      <section ref={resultsRef} className="rebellion-results" aria-label="Review results" tabIndex={-1}>
        {rebellions.data && rebellions.data.length > 0 ? (
          <p className="muted small" aria-live="polite">
            Showing {shown.length} of {rebellions.data.length}
          </p>
        ) : null}
        {body}
      </section>
      <DecisionDialog
        decision={approveDecision}
        rebellion={dialog?.kind === 'approve' ? dialog.rebellion : null}
        onClose={() => setDialog(null)}
        onDecided={decided}
      />
      <DecisionDialog
        decision={rejectDecision}
        rebellion={dialog?.kind === 'reject' ? dialog.rebellion : null}
        onClose={() => setDialog(null)}
        onDecided={decided}
      />
      <DecisionDialog
        decision={revokeDecision}
        rebellion={dialog?.kind === 'revoke' ? dialog.rebellion : null}
        onClose={() => setDialog(null)}
        onDecided={decided}
      />
    </div>
  );
}
