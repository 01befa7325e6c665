import { SEMI_IMPACT_LEVELS, type SemiImpactLevel } from '@charter/core';
import { Field } from '../../../components/ui/form';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useSemiValidation } from '../api/semi-exchanges';
import { SemiExchangeCard } from './semi-exchange-card';

const IMPACTS = SEMI_IMPACT_LEVELS.map((level) => ({
  value: level,
  label: level[0]!.toUpperCase() + level.slice(1),
}));

interface ValidationValues {
  actionType: string;
  impact: SemiImpactLevel;
  actionDescription: string;
  rationale: string;
}

/** Validation: action type, impact level, description, rationale; Semi answers by impact. */
export function ValidationTab({ connected }: { connected: boolean }) {
  const validate = useSemiValidation();
  return (
    <SemiExchangeCard<ValidationValues>
      titleId="semi-validation-title"
      title="Request Validation"
      description="Ask Semi whether a proposed action fits the strategy before an agent carries it out."
      connected={connected}
      defaultValues={{
        actionType: 'dependency_addition',
        impact: 'medium',
        actionDescription: '',
        rationale: '',
      }}
      required="actionDescription"
      submitLabel="Request Validation"
      pendingLabel="Requesting..."
      exchange={validate}
      failure="The validation could not be requested."
      replyLabel="Semi’s verdict"
      onSubmit={({ actionType, impact, actionDescription, rationale }) =>
        validate.mutate({
          proposedAction: {
            type: actionType.trim() || 'dependency_addition',
            description: actionDescription.trim(),
          },
          impact,
          rationale: rationale.trim(),
        })
      }
    >
      <Field name="actionType" label="Action Type" disabled={!connected} />
      <Field as={SelectField} name="impact" label="Impact Level" options={IMPACTS} disabled={!connected} />
      <Field as={TextAreaField} name="actionDescription" label="Description" rows={3} disabled={!connected} />
      <Field as={TextAreaField} name="rationale" label="Rationale" rows={3} disabled={!connected} />
    </SemiExchangeCard>
  );
}
