import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toFullDate } from '../../../lib/format-time';
import { useDecisionHistory } from '../api/get-decision-history';

interface MemoryInsightsDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string;
}

/** The user's decision history from the memory service, newest first, with an honest empty state. */
export function MemoryInsightsDialog({ open, onClose, userId }: MemoryInsightsDialogProps) {
  const history = useDecisionHistory(userId, open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Memory Insights"
      description="Decisions Charter has recorded for you across sessions."
    >
      {history.isPending ? (
        <p role="status">Loading your decision history…</p>
      ) : history.isError ? (
        <>
          <Alert>Your decision history could not be loaded.</Alert>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            Retry
          </Button>
        </>
      ) : history.data.length === 0 ? (
        <p className="cp-empty-state">
          No decisions recorded yet. Decisions you and your agents record (for example when a rebellion is
          decided or a primer is validated) will appear here.
        </p>
      ) : (
        <ul className="cp-decisions" aria-label="Decision history">
          {history.data.map((decision) => (
            <li key={decision.memoryId} className="cp-decision">
              <p className="cp-decision-title">
                <strong>{decision.title}</strong> <Badge color="neutral">{decision.category}</Badge>
              </p>
              {decision.summary ? <p>{decision.summary}</p> : null}
              {decision.decisionRationale ? (
                <p className="cp-muted">Why: {decision.decisionRationale}</p>
              ) : null}
              <p className="cp-muted">
                Recorded <time dateTime={decision.createdAt}>{toFullDate(decision.createdAt)}</time>
                {decision.validatedAt ? ' · validated' : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
