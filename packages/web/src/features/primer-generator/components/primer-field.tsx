import { PRIMER_FIELDS, type PrimerKey } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';

interface PrimerFieldProps {
  fieldKey: PrimerKey;
  value: string;
  /** Filled by the context card's Apply to Form and not edited since. */
  aiApplied: boolean;
  onChange: (key: PrimerKey, value: string) => void;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One primer answer: a select where core lists options, else a text area; the question is its hint. */
export function PrimerField({ fieldKey, value, aiApplied, onChange }: PrimerFieldProps) {
  const field = PRIMER_FIELDS[fieldKey];
  // The badge is part of the hint, so a screen reader hears "AI Applied" with the field, not apart from it.
  const hint = (
    <>
      {aiApplied ? (
        <>
          <Badge color="tertiary">AI Applied</Badge>{' '}
        </>
      ) : null}
      {field.question} <span className="primer-why">{field.whyItMatters}</span>
    </>
  );
  const className = aiApplied ? 'primer-field primer-field-ai' : 'primer-field';

  if (field.options) {
    // A value saved elsewhere (an older draft, an import) stays selectable instead of vanishing.
    const known = value === '' || field.options.includes(value);
    const options = [
      { value: '', label: `Choose ${field.label.toLowerCase()}` },
      ...field.options.map((option) => ({ value: option, label: capitalize(option) })),
      ...(known ? [] : [{ value, label: value }]),
    ];
    return (
      <SelectField
        className={className}
        label={field.label}
        hint={hint}
        options={options}
        value={value}
        onChange={(event) => onChange(fieldKey, event.target.value)}
      />
    );
  }

  return (
    <TextAreaField
      className={className}
      label={field.label}
      hint={hint}
      placeholder={field.placeholder}
      value={value}
      rows={3}
      onChange={(event) => onChange(fieldKey, event.target.value)}
    />
  );
}
