import { SEMI_IMPACT_LEVELS, type SemiImpactLevel } from '@charter/core';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { toUserMessage } from '../../../lib/errors';
import { useSemiValidation } from '../api/semi-exchanges';
import { DisabledReason } from './disabled-reason';
import { SemiReply } from './semi-reply';

const IMPACTS = SEMI_IMPACT_LEVELS.map((level) => ({
  value: level,
  label: level[0]!.toUpperCase() + level.slice(1),
}));

/** Validation: action type, impact level, description, rationale; Semi answers by impact. */
export function ValidationTab({ connected }: { connected: boolean }) {
  const [type, setType] = useState('dependency_addition');
  const [impact, setImpact] = useState<SemiImpactLevel>('medium');
  const [description, setDescription] = useState('');
  const [rationale, setRationale] = useState('');
  const validate = useSemiValidation();
  const reasonId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!description.trim()) return;
    validate.mutate({
      proposedAction: { type: type.trim() || 'dependency_addition', description: description.trim() },
      impact,
      rationale: rationale.trim(),
    });
  };
  return (
    <Card as="section" aria-labelledby="semi-validation-title">
      <CardHeader
        id="semi-validation-title"
        title="Request Validation"
        description="Ask Semi whether a proposed action fits the strategy before an agent carries it out."
      />
      <DisabledReason id={reasonId} connected={connected} />
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Action Type"
          name="actionType"
          value={type}
          disabled={!connected}
          onChange={(e) => setType(e.target.value)}
        />
        <SelectField
          label="Impact Level"
          name="impact"
          value={impact}
          options={IMPACTS}
          disabled={!connected}
          onChange={(e) => setImpact(e.target.value as SemiImpactLevel)}
        />
        <TextAreaField
          label="Description"
          name="actionDescription"
          value={description}
          rows={3}
          disabled={!connected}
          onChange={(e) => setDescription(e.target.value)}
        />
        <TextAreaField
          label="Rationale"
          name="rationale"
          value={rationale}
          rows={3}
          disabled={!connected}
          onChange={(e) => setRationale(e.target.value)}
        />
        <SubmitButton
          pending={validate.isPending}
          pendingLabel="Requesting..."
          disabled={!connected || !description.trim()}
          aria-describedby={connected ? undefined : reasonId}
        >
          Request Validation
        </SubmitButton>
      </form>
      {validate.isError ? (
        <Alert>{toUserMessage(validate.error, 'The validation could not be requested.')}</Alert>
      ) : null}
      {validate.data ? <SemiReply reply={validate.data} label="Semi’s verdict" /> : null}
    </Card>
  );
}
