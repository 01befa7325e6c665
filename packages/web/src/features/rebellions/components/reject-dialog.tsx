import { type FormEvent, useState } from 'react';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useRejectRebellion } from '../api/reject-rebellion';
import {
  type Decision,
  DecisionFormFrame,
  type DecisionFormProps,
  useDecisionOutcome,
} from './decision-dialog';

export const REASON_REQUIRED_MESSAGE = 'Give a reason for the rejection.';

/** Reject with a reason: the agent reads it to learn why, so it is required. */
export const rejectDecision: Decision = {
  title: 'Reject rebellion',
  describe: (rebellion) => <p>{rebellion.agent_id} stays blocked and sees your reason when it asks again.</p>,
  Form: RejectForm,
};

function RejectForm({ rebellion, onCancel, onDone }: DecisionFormProps) {
  const [reason, setReason] = useState('');
  const reject = useRejectRebellion();
  const { error, setError, callbacks } = useDecisionOutcome({
    success: {
      title: 'Rebellion rejected',
      description: `${rebellion.agent_id} stays blocked on “${rebellion.requested_action}”.`,
    },
    already: { status: 'rejected', title: 'Already rejected' },
    failure: {
      title: 'Rejection failed',
      fallback: 'The rebellion could not be rejected. Please try again.',
    },
    onDone,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(REASON_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    reject.mutate({ rebellionId: rebellion.rebellion_id, reason: trimmed }, callbacks);
  };

  return (
    <DecisionFormFrame
      rebellion={rebellion}
      onSubmit={submit}
      onCancel={onCancel}
      error={error}
      pending={reject.isPending}
      submitLabel="Reject rebellion"
      pendingLabel="Rejecting..."
    >
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
    </DecisionFormFrame>
  );
}
