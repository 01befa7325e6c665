import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useApproveRebellion } from '../api/approve-rebellion';
import { toDateTimeLocal, toExpiryIso } from '../utils/search-rebellions';
import {
  type Decision,
  DecisionFormFrame,
  type DecisionFormProps,
  useDecisionOutcome,
} from './decision-dialog';

export const PAST_EXPIRY_MESSAGE = 'The expiry must be in the future.';

/** Approve with an optional expiry and note. */
export const approveDecision: Decision = {
  title: 'Approve rebellion',
  describe: (rebellion) => (
    <p>
      {rebellion.agent_id}’s next matching decision will pass{' '}
      {rebellion.rule_ids.length > 0 ? `despite ${rebellion.rule_ids.join(', ')}` : ''}, and the answer will
      name this exception.
    </p>
  ),
  Form: ApproveForm,
};

function ApproveForm({ rebellion, onCancel, onDone }: DecisionFormProps) {
  const [expiry, setExpiry] = useState('');
  const [note, setNote] = useState('');
  const approve = useApproveRebellion();
  const { error, setError, callbacks } = useDecisionOutcome({
    success: {
      title: 'Rebellion approved',
      description: `${rebellion.agent_id} may go ahead with “${rebellion.requested_action}”.`,
    },
    failure: { title: 'Approval failed', fallback: 'The rebellion could not be approved. Please try again.' },
    onDone,
  });

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
      callbacks,
    );
  };

  return (
    <DecisionFormFrame
      rebellion={rebellion}
      onSubmit={submit}
      onCancel={onCancel}
      error={error}
      pending={approve.isPending}
      submitLabel="Approve rebellion"
      pendingLabel="Approving..."
    >
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
    </DecisionFormFrame>
  );
}
