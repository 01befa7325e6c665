import { AGENT_TYPES } from '@charter/core/api';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import type { AgentDecision, AgentType } from '../api/evaluate-agent-decision';
import { QUICK_EXAMPLES } from '../utils/quick-examples';

const AGENT_LABELS: Record<AgentType, string> = {
  replit: 'Replit Agent',
  claude: 'Claude',
  chatgpt: 'ChatGPT',
  v0: 'v0',
  'github-copilot': 'GitHub Copilot',
};

export function DecisionForm({
  value,
  onChange,
  onSubmit,
  pending,
  error,
}: {
  value: AgentDecision;
  onChange: (next: AgentDecision) => void;
  onSubmit: () => void;
  pending: boolean;
  error: string | null;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Card as="section" aria-labelledby="decision-form-title">
      <CardHeader
        id="decision-form-title"
        title="An agent’s decision"
        description="Pick a quick example or describe what the agent was asked and what it proposes to do."
      />
      <fieldset className="example-buttons">
        <legend className="field-label">Quick examples</legend>
        {QUICK_EXAMPLES.map(({ label, ...example }) => (
          <Button key={label} variant="secondary" size="sm" onClick={() => onChange(example)}>
            {label}
          </Button>
        ))}
      </fieldset>
      <form className="form" onSubmit={submit} noValidate>
        <SelectField
          label="Agent type"
          name="agent_type"
          value={value.agent_type}
          options={AGENT_TYPES.map((type) => ({ value: type, label: AGENT_LABELS[type] }))}
          onChange={(event) => onChange({ ...value, agent_type: event.target.value as AgentType })}
        />
        <TextAreaField
          label="Original request"
          name="decision_description"
          value={value.decision_description}
          rows={3}
          maxLength={5000}
          placeholder="What the person asked the agent to do"
          onChange={(event) => onChange({ ...value, decision_description: event.target.value })}
        />
        <TextAreaField
          label="Proposed action"
          name="proposed_action"
          value={value.proposed_action}
          rows={3}
          maxLength={5000}
          placeholder="What the agent intends to do about it"
          onChange={(event) => onChange({ ...value, proposed_action: event.target.value })}
        />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? 'Evaluating...' : 'Evaluate Decision'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
