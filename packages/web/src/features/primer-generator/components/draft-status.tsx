import { Button } from '../../../components/ui/button';
import type { AutoSaveState } from '../utils/use-draft-auto-save';

function toText(state: AutoSaveState): string {
  switch (state.status) {
    case 'waiting':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving draft...';
    case 'saved':
      return 'Draft Auto-Saved';
    case 'error':
      return `Draft not saved: ${state.message}`;
    case 'paused':
      return 'Auto-save paused until your saved draft loads';
    default:
      return '';
  }
}

/** The auto-save indicator: a live status, with Retry when the last save failed. */
export function DraftStatus({ state, onRetry }: { state: AutoSaveState; onRetry: () => void }) {
  return (
    <div className={`draft-status draft-status-${state.status}`}>
      <p role="status" className="draft-status-text">
        {state.status === 'saved' ? (
          <>
            <span aria-hidden="true">✓ </span>
            Draft Auto-Saved
          </>
        ) : (
          toText(state)
        )}
      </p>
      {state.status === 'error' ? (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          Retry saving
        </Button>
      ) : null}
    </div>
  );
}
