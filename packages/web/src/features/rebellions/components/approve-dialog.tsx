import type { RebellionCeilings, RebellionUses } from '@charter/core';
import { describeExceptionScope } from '@charter/core';
import { type FormEvent, useState } from 'react';
import { RadioGroup } from '../../../components/ui/choice-group';
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

/** Approve with an optional expiry, a number of uses, raised ceilings and a note. */
export const approveDecision: Decision = {
  title: 'Approve rebellion',
  describe: () => (
    <p>
      The approval lets through only what the sentence below says. Decisions of another project, another rule
      or beyond the ceiling are judged by the constitution alone.
    </p>
  ),
  Form: ApproveForm,
};

type UsesChoice = 'once' | 'unlimited';
const USES_OPTIONS = [
  { value: 'once', label: 'One decision', hint: 'The next matching decision passes, then it is used up.' },
  {
    value: 'unlimited',
    label: 'Every matching decision',
    hint: 'A standing exception, until it expires or you revoke it.',
  },
] as const;

/** The ceilings as approved: the blocked values, with the approver's raised ones (blank keeps the default). */
function toCeilings(rebellion: DecisionFormProps['rebellion'], raised: Record<string, string>) {
  const ceilings: RebellionCeilings = { ...rebellion.ceilings };
  const changed: Record<string, number> = {};
  const errors: string[] = [];
  for (const [ruleId, text] of Object.entries(raised)) {
    if (text.trim() === '') continue;
    const max = Number(text);
    const blocked = rebellion.ceilings[ruleId]?.max ?? null;
    if (!Number.isFinite(max) || max < 0) errors.push(`Enter the ceiling for ${ruleId} as a number.`);
    else if (blocked !== null && max < blocked)
      errors.push(`The ceiling for ${ruleId} cannot be below the blocked decision's ${blocked}.`);
    else {
      ceilings[ruleId] = { max, unit: rebellion.ceilings[ruleId]?.unit ?? null };
      if (max !== blocked) changed[ruleId] = max;
    }
  }
  return { ceilings, changed, error: errors[0] ?? null };
}

function ApproveForm({ rebellion, onCancel, onDone }: DecisionFormProps) {
  const [expiry, setExpiry] = useState('');
  const [note, setNote] = useState('');
  const [usesChoice, setUsesChoice] = useState<UsesChoice>('once');
  const [raised, setRaised] = useState<Record<string, string>>({});
  const approve = useApproveRebellion();
  const { error, setError, callbacks } = useDecisionOutcome({
    success: {
      title: 'Rebellion approved',
      description: `${rebellion.agent_id} may go ahead with “${rebellion.requested_action}”.`,
    },
    already: { status: 'approved', title: 'Already approved' },
    failure: { title: 'Approval failed', fallback: 'The rebellion could not be approved. Please try again.' },
    onDone,
  });
  const numericRules = rebellion.rule_ids.filter((id) => rebellion.ceilings[id]?.max != null);
  const uses: RebellionUses = usesChoice === 'once' ? 1 : 'unlimited';
  const expiresAt = toExpiryIso(expiry);
  const { ceilings, changed, error: ceilingError } = toCeilings(rebellion, raised);
  const effect = describeExceptionScope({
    ...rebellion,
    ceilings,
    uses,
    expires_at: expiresAt === 'invalid' ? null : expiresAt,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (expiresAt === 'invalid') {
      setError('Enter the expiry as a date and time, or leave it empty.');
      return;
    }
    // Checked here for a quick answer; the server checks again against its own clock (400).
    if (expiresAt !== null && Date.parse(expiresAt) <= Date.now()) {
      setError(PAST_EXPIRY_MESSAGE);
      return;
    }
    if (ceilingError) {
      setError(ceilingError);
      return;
    }
    setError(null);
    approve.mutate(
      {
        rebellionId: rebellion.rebellion_id,
        expiresAt: expiresAt ?? undefined,
        note: note.trim() || undefined,
        uses,
        ceilings: changed,
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
      <p className="rebellion-effect" role="status" aria-live="polite">
        This approval {effect}.
      </p>
      <RadioGroup
        legend="How many decisions"
        name="uses"
        options={USES_OPTIONS}
        value={usesChoice}
        onChange={setUsesChoice}
      />
      {numericRules.map((ruleId) => {
        const ceiling = rebellion.ceilings[ruleId]!;
        return (
          <TextField
            key={ruleId}
            label={`Ceiling for ${ruleId}${ceiling.unit ? ` (${ceiling.unit})` : ''}`}
            type="number"
            inputMode="numeric"
            name={`ceiling-${ruleId}`}
            min={ceiling.max ?? 0}
            placeholder={String(ceiling.max)}
            value={raised[ruleId] ?? ''}
            hint={`Default: ${ceiling.max}, the blocked decision's value. Raise it to let more through.`}
            onChange={(event) => setRaised((current) => ({ ...current, [ruleId]: event.target.value }))}
          />
        );
      })}
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
