import { ApiError, type Project, type ProjectSettingsResponse } from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useSaveProjectSettings } from '../api/project-settings';
import { type SettingsFormValues, toFormValues, toSettingsInput } from '../utils/settings-form';

interface ProjectSettingsFormProps {
  project: Project;
  current: ProjectSettingsResponse;
}

const describe = (value: number | null, unit: string) =>
  value === null ? 'no such rule' : `${value}${unit}`;

/** One project's thresholds; blank fields follow the constitution. Saved values apply to its next check. */
export function ProjectSettingsForm({ project, current }: ProjectSettingsFormProps) {
  const [values, setValues] = useState<SettingsFormValues>(() => toFormValues(current.settings));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveProjectSettings(project.id);
  const set = (field: keyof SettingsFormValues) => (event: { target: { value: string } }) => {
    setSaved(false);
    setValues((v) => ({ ...v, [field]: event.target.value }));
  };
  const { effective } = current;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = toSettingsInput(values);
    if ('error' in parsed) {
      setProblem(parsed.error);
      return;
    }
    setProblem(null);
    save.mutate(parsed.input, {
      onSuccess: (next) => {
        setValues(toFormValues(next.settings));
        setSaved(true);
      },
      onError: (error) => setProblem(error instanceof ApiError ? error.userMessage : error.message),
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={`Settings of ${project.name}`}>
      <TextField
        label="Dependency limit"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        value={values.dependencyLimit}
        onChange={set('dependencyLimit')}
        hint={`Most direct dependencies allowed. Now: ${describe(effective.dependencyLimit, '')}. Simple apps 15–25, complex 35–50. Blank: the constitution's.`}
      />
      <TextField
        label="API timeout (seconds)"
        type="number"
        inputMode="decimal"
        min={0.1}
        max={120}
        step={0.1}
        value={values.apiTimeoutSeconds}
        onChange={set('apiTimeoutSeconds')}
        hint={`Longest timeout an outbound call may have. Now: ${effective.apiTimeoutMs === null ? 'no such rule' : `${effective.apiTimeoutMs / 1000} s`}. Simple apps 5–8 s, complex 8–12 s.`}
      />
      <TextField
        label="Build budget (seconds)"
        type="number"
        inputMode="numeric"
        min={1}
        max={3600}
        value={values.buildBudgetSeconds}
        onChange={set('buildBudgetSeconds')}
        hint={`Longest a build may take. Now: ${describe(effective.buildBudgetSeconds, ' s')}.`}
      />
      {problem ? <Alert>{problem}</Alert> : null}
      <div className="form-actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
      <p role="status" className="muted">
        {saved ? `Settings saved. Every later validation of ${project.name} uses them.` : ''}
      </p>
    </form>
  );
}
