import { type FormEvent, useState } from 'react';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useRevokeRebellion } from '../api/revoke-rebellion';
import {
  type Decision,
  DecisionFormFrame,
  type DecisionFormProps,
  useDecisionOutcome,
} from './decision-dialog';

/** Withdraw an approved exception; the reason is optional and kept in its history. */
export const revokeDecision: Decision = {
  title: 'Revoke exception',
  describe: (rebellion) => (
    <p>
      From now on this exception lets nothing through: {rebellion.agent_id}’s matching decisions are judged by
      the constitution alone.
    </p>
  ),
  Form: RevokeForm,
};

function RevokeForm({ rebellion, onCancel, onDone }: DecisionFormProps) {
  const [reason, setReason] = useState('');
  const revoke = useRevokeRebellion();
  const { error, callbacks } = useDecisionOutcome({
    success: {
      title: 'Exception revoked',
      description: `“${rebellion.requested_action}” is judged by the constitution alone again.`,
    },
    already: { status: 'revoked', title: 'Already revoked' },
    failure: { title: 'Revoking failed', fallback: 'The exception could not be revoked. Please try again.' },
    onDone,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    revoke.mutate({ rebellionId: rebellion.rebellion_id, reason: reason.trim() || undefined }, callbacks);
  };

  return (
    <DecisionFormFrame
      rebellion={rebellion}
      onSubmit={submit}
      onCancel={onCancel}
      error={error}
      pending={revoke.isPending}
      submitLabel="Revoke exception"
      pendingLabel="Revoking..."
    >
      <TextAreaField
        label="Reason (optional)"
        name="reason"
        value={reason}
        maxLength={2000}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
    </DecisionFormFrame>
  );
}
