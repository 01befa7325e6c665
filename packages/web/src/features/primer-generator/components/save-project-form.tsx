import type { CreateProjectInput } from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useSaveProject } from '../api/save-project';
import { toFailureMessage } from '../utils/to-failure-message';

interface SaveProjectFormProps {
  defaultName: string;
  toInput: (name: string) => CreateProjectInput;
  /** After the server stored the project. */
  onSaved: (name: string) => void;
  /** Seconds until the dashboard opens; null before the project is saved. */
  secondsLeft: number | null;
}

/** Saves the project with its primer; then the page announces the countdown to the dashboard. */
export function SaveProjectForm({ defaultName, toInput, onSaved, secondsLeft }: SaveProjectFormProps) {
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProject();
  const saved = save.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Give the project a name.');
      return;
    }
    setError(null);
    save.mutate(toInput(trimmed), {
      onSuccess: () => onSaved(trimmed),
      onError: (failure) =>
        setError(
          toFailureMessage(
            'The project could not be saved.',
            failure,
            'Your primer is still here; try again.',
          ),
        ),
    });
  };

  return (
    <section className="primer-save" aria-labelledby="primer-save-heading">
      <h3 id="primer-save-heading" className="subsection-title">
        Save as a project
      </h3>
      <form className="inline-form" onSubmit={submit} noValidate>
        <TextField
          label="Project name"
          value={name}
          maxLength={200}
          required
          disabled={saved}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={save.isPending || saved}>
          {save.isPending ? 'Saving...' : saved ? 'Project Saved' : 'Save Project'}
        </Button>
      </form>
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" className="primer-redirect">
        {secondsLeft !== null
          ? `Project saved. Opening your dashboard in ${secondsLeft} second${secondsLeft === 1 ? '' : 's'}...`
          : ''}
      </p>
      {secondsLeft !== null ? (
        <ButtonLink to="/dashboard" variant="link" size="sm">
          Go to the dashboard now
        </ButtonLink>
      ) : null}
    </section>
  );
}
