import { VALIDATOR_CATEGORIES } from '@charter/core/api';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import type { ArchitecturalDecision, ValidatorCategory } from '../api/validate-architecture';
import { VALIDATOR_EXAMPLES } from '../utils/examples';

const CATEGORY_LABELS: Record<ValidatorCategory, string> = {
  authentication: 'Authentication',
  database: 'Database',
  dependencies: 'Dependencies',
  api: 'API',
  ui: 'UI',
  deployment: 'Deployment',
};

export function ValidatorForm({
  value,
  onChange,
  onSubmit,
  pending,
  error,
}: {
  value: ArchitecturalDecision;
  onChange: (next: ArchitecturalDecision) => void;
  onSubmit: () => void;
  pending: boolean;
  error: string | null;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card as="section" aria-labelledby="validator-form-title">
      <CardHeader
        id="validator-form-title"
        title="Architectural decision"
        description="Pick an example or describe the decision and how you plan to implement it."
      />
      <fieldset className="example-buttons">
        <legend className="field-label">Examples</legend>
        {VALIDATOR_EXAMPLES.map(({ label, ...example }) => (
          <Button key={label} variant="secondary" size="sm" onClick={() => onChange(example)}>
            {label}
          </Button>
        ))}
      </fieldset>
      <form className="form" onSubmit={submit} noValidate>
        <SelectField
          label="Category"
          name="decision_type"
          value={value.decision_type}
          options={VALIDATOR_CATEGORIES.map((category) => ({
            value: category,
            label: CATEGORY_LABELS[category],
          }))}
          onChange={(event) => onChange({ ...value, decision_type: event.target.value as ValidatorCategory })}
        />
        <TextAreaField
          label="Description"
          name="description"
          value={value.description}
          rows={2}
          maxLength={5000}
          placeholder="What is being decided, and why"
          onChange={(event) => onChange({ ...value, description: event.target.value })}
        />
        <TextAreaField
          label="Implementation"
          name="proposed_implementation"
          value={value.proposed_implementation}
          rows={4}
          maxLength={10000}
          placeholder="How it will be built: libraries, limits, settings"
          onChange={(event) => onChange({ ...value, proposed_implementation: event.target.value })}
        />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? 'Validating...' : 'Validate Decision'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
