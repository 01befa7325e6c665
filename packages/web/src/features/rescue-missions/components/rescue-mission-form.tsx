import type { CreateRescueMissionInput } from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { toUserMessage } from '../../../lib/errors';
import { useCreateRescueMission } from '../api/change-rescue-mission';

type Field = 'projectName' | 'userGoal' | 'problemDescription' | 'timeInvested' | 'businessImpact';

/** The same messages as the server's (core's `CreateRescueMissionInput`), shown before the call. */
const REQUIRED: Record<Field, string> = {
  projectName: 'Project name is required.',
  userGoal: 'Your goal is required.',
  problemDescription: 'Problem description is required.',
  timeInvested: 'Time invested is required.',
  businessImpact: 'Business impact is required.',
};

const EMPTY: Record<Field, string> & { repositoryUrl: string } = {
  projectName: '',
  userGoal: '',
  problemDescription: '',
  timeInvested: '',
  businessImpact: '',
  repositoryUrl: '',
};

/** The five fields are required; on success the list refreshes and the form closes. */
export function RescueMissionForm({ onStarted, onCancel }: { onStarted: () => void; onCancel: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateRescueMission();

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(REQUIRED) as Field[]) {
      if (!values[field].trim()) missing[field] = REQUIRED[field];
    }
    setErrors(missing);
    const first = Object.keys(missing)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const body: CreateRescueMissionInput = {
      projectName: values.projectName.trim(),
      userGoal: values.userGoal.trim(),
      problemDescription: values.problemDescription.trim(),
      timeInvested: values.timeInvested.trim(),
      businessImpact: values.businessImpact.trim(),
      repositoryUrl: values.repositoryUrl.trim() || undefined,
    };
    create.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY);
        onStarted();
      },
    });
  };

  const field = (name: Field, hint: string) => ({
    name,
    value: values[name],
    onChange: set(name),
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    hint: errors[name] ?? hint,
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Start a rescue mission">
      <TextField label="Project name" maxLength={200} {...field('projectName', 'Required.')} />
      <TextAreaField
        label="Your goal"
        rows={2}
        maxLength={2000}
        {...field('userGoal', 'Required. What the project must do once it is rescued.')}
      />
      <TextAreaField
        label="Problem description"
        rows={4}
        maxLength={10000}
        {...field(
          'problemDescription',
          'Required. Give the numbers you know — how many dependencies, how long API calls take or time out, how long a build takes — so the diagnosis can judge them.',
        )}
      />
      <TextField
        label="Time invested"
        maxLength={200}
        {...field('timeInvested', 'Required. For example "3 months".')}
      />
      <TextAreaField
        label="Business impact"
        rows={2}
        maxLength={2000}
        {...field('businessImpact', 'Required. What the problem costs you.')}
      />
      <TextField
        label="Repository URL (optional)"
        name="repositoryUrl"
        value={values.repositoryUrl}
        onChange={set('repositoryUrl')}
        maxLength={2000}
        inputMode="url"
        hint="A public https git URL: the comprehensive analysis scans it. Without one, it rests on the description."
      />
      {create.isError ? (
        <Alert>{toUserMessage(create.error, 'The rescue mission could not be started.')}</Alert>
      ) : null}
      <div className="form-actions">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Starting…' : 'Start Mission'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
