import type { Rebellion } from '@charter/core/api';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { useApproveRebellion } from '../api/approve-rebellion';
import { toDateTimeLocal, toExpiryIso } from '../utils/search-rebellions';

export const PAST_EXPIRY_MESSAGE = 'The expiry must be in the future.';

interface ApproveDialogProps {
  /** The rebellion being approved; null keeps the dialog closed. */
  rebellion: Rebellion | null;
  onClose: () => void;
  /** After a successful decision; the card that opened the dialog is about to leave the list. */
  onDecided: () => void;
}

/** Approve with an optional expiry and note. The dialog stays mounted so closing returns focus natively. */
export function ApproveDialog({ rebellion, onClose, onDecided }: ApproveDialogProps) {
  return (
    <Dialog
      open={rebellion !== null}
      onClose={onClose}
      title="Approve rebellion"
      description={
        rebellion ? (
          <p>
            {rebellion.agent_id}’s next matching decision will pass{' '}
            {rebellion.rule_ids.length > 0 ? `despite ${rebellion.rule_ids.join(', ')}` : ''}, and the answer
            will name this exception.
          </p>
        ) : null
      }
    >
      {/* Keyed so each opening starts with an empty form. */}
      {rebellion ? (
        <ApproveForm
          key={rebellion.rebellion_id}
          rebellion={rebellion}
          onCancel={onClose}
          onDone={onDecided}
        />
      ) : null}
    </Dialog>
  );
}

function ApproveForm({
  rebellion,
  onCancel,
  onDone,
}: {
  rebellion: Rebellion;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [expiry, setExpiry] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const approve = useApproveRebellion();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expiresAt = toExpiryIso(expiry);
    if (expiresAt === 'invalid') {
      setError('Enter the expiry as a date and time, or leave it empty.');
      return;
    }
    // Checked here for a quick answer; the server checks again against its own clock (400).
    if (expiresAt !== null && Date.parse(expiresAt) <= Date.now()) {
      setError(PAST_EXPIRY_MESSAGE);
      return;
    }
    setError(null);
    approve.mutate(
      {
        rebellionId: rebellion.rebellion_id,
        expiresAt: expiresAt ?? undefined,
        note: note.trim() || undefined,
      },
      {
        onSuccess: () => {
          toast({
            tone: 'success',
            title: 'Rebellion approved',
            description: `${rebellion.agent_id} may go ahead with “${rebellion.requested_action}”.`,
          });
          onDone();
        },
        onError: (failure) => {
          const message = toUserMessage(failure, 'The rebellion could not be approved. Please try again.');
          setError(message);
          toast({ tone: 'error', title: 'Approval failed', description: message });
        },
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="rebellion-dialog-action">
        <strong>{rebellion.requested_action}</strong>
      </p>
      <TextField
        label="Expires (optional)"
        type="datetime-local"
        name="expires_at"
        value={expiry}
        min={toDateTimeLocal(new Date())}
        hint="Leave empty to allow it until you revoke it. Must be in the future."
        aria-invalid={error === PAST_EXPIRY_MESSAGE ? true : undefined}
        onChange={(event) => setExpiry(event.target.value)}
      />
      <TextAreaField
        label="Note (optional)"
        name="note"
        value={note}
        maxLength={1000}
        rows={3}
        onChange={(event) => setNote(event.target.value)}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="dialog-actions">
        <Button type="submit" disabled={approve.isPending}>
          {approve.isPending ? 'Approving...' : 'Approve rebellion'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
