import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailField, PasswordField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { Example, ShowcaseSection } from './showcase';

const IMPACT_LEVELS = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'critical', label: 'Critical' },
] as const;

export const PROJECT_NAME_REQUIRED = 'Enter a project name: it names the project in every check.';

export function FormElementsTab() {
  const [projectName, setProjectName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (projectName.trim() === '') {
      setError(PROJECT_NAME_REQUIRED);
      setChecked(false);
      const field = event.currentTarget.elements.namedItem('projectName');
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    setError(null);
    setChecked(true);
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Example form">
      <ShowcaseSection
        title="Text inputs"
        description="TextField, EmailField and PasswordField from components/ui/field. The label names the control; the hint is tied to it with aria-describedby."
      >
        <Example
          title="TextField with a hint, and its error"
          use="Any short text. Leave it empty and press Check the Form: the field is marked invalid, the hint becomes the error and focus returns to it."
        >
          <TextField
            label="Project name"
            name="projectName"
            value={projectName}
            maxLength={200}
            aria-invalid={error ? true : undefined}
            hint={error ?? 'Required. The name agents send with each validation.'}
            onChange={(event) => {
              setProjectName(event.target.value);
              setChecked(false);
            }}
          />
        </Example>
        <Example title="EmailField" use="An email address: typed, named and autocompleted as one.">
          <EmailField hint="We never show it to other users." autoComplete="off" required={false} />
        </Example>
        <Example
          title="PasswordField"
          use="A secret. The Show button reveals it, so people can check what they typed."
        >
          <PasswordField label="Password" hint="At least 8 characters." autoComplete="off" />
        </Example>
        <Example title="Disabled" use="A value people can see but not change here, such as an id.">
          <TextField label="Project id" value="example-project" disabled readOnly />
        </Example>
      </ShowcaseSection>

      <ShowcaseSection
        title="Choices and long text"
        description="SelectField (components/ui/select-field) is the browser’s own select; TextAreaField (components/ui/textarea-field) takes several lines."
      >
        <Example title="SelectField" use="One choice among a short, fixed list.">
          <SelectField
            label="Impact level"
            name="impact"
            options={IMPACT_LEVELS}
            defaultValue="medium"
            hint="How much of the project the decision touches."
          />
        </Example>
        <Example title="TextAreaField" use="Free text longer than a line: a rationale, feedback, notes.">
          <TextAreaField
            label="Rationale (optional)"
            name="rationale"
            rows={3}
            hint="Why the decision is needed."
          />
        </Example>
      </ShowcaseSection>

      <div className="form-actions">
        <Button type="submit">Check the Form</Button>
      </div>
      {checked ? (
        <Alert tone="info">The form is complete. This is an example: nothing was sent.</Alert>
      ) : null}
    </form>
  );
}
