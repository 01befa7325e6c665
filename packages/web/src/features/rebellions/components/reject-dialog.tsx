import type { Rebellion } from '@charter/core/api';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { useRejectRebellion } from '../api/reject-rebellion';

export const REASON_REQUIRED_MESSAGE = 'Give a reason for the rejection.';

interface RejectDialogProps {
  rebellion: Rebellion | null;
  onClose: () => void;
  /** After a successful decision; the card that opened the dialog is about to leave the list. */
  onDecided: () => void;
}

/** Reject with a reason: the agent reads it to learn why, so it is required. */
export function RejectDialog({ rebellion, onClose, onDecided }: RejectDialogProps) {
  return (
    <Dialog
      open={rebellion !== null}
      onClose={onClose}
      title="Reject rebellion"
      description={
        rebellion ? <p>{rebellion.agent_id} stays blocked and sees your reason when it asks again.</p> : null
      }
    >
      {rebellion ? (
        <RejectForm
          key={rebellion.rebellion_id}
          rebellion={rebellion}
          onCancel={onClose}
          onDone={onDecided}
        />
      ) : null}
    </Dialog>
  );
}

function RejectForm({
  rebellion,
  onCancel,
  onDone,
}: {
  rebellion: Rebellion;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectRebellion();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(REASON_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    reject.mutate(
      { rebellionId: rebellion.rebellion_id, reason: trimmed },
      {
        onSuccess: () => {
          toast({
            tone: 'success',
            title: 'Rebellion rejected',
            description: `${rebellion.agent_id} stays blocked on “${rebellion.requested_action}”.`,
          });
          onDone();
        },
        onError: (failure) => {
          const message = toUserMessage(failure, 'The rebellion could not be rejected. Please try again.');
          setError(message);
          toast({ tone: 'error', title: 'Rejection failed', description: message });
        },
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="rebellion-dialog-action">
        <strong>{rebellion.requested_action}</strong>
      </p>
      <TextAreaField
        label="Reason"
        name="reason"
        value={reason}
        required
        maxLength={2000}
        rows={3}
        aria-invalid={error === REASON_REQUIRED_MESSAGE ? true : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="dialog-actions">
        <Button type="submit" disabled={reject.isPending}>
          {reject.isPending ? 'Rejecting...' : 'Reject rebellion'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
