import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';

/** The URL to analyze and the Analyze Project button (disabled when empty or while an analysis runs). */
export function AnalyzeForm({
  value,
  onChange,
  onSubmit,
  pending,
}: {
  value: string;
  onChange: (next: string) => void;
  onSubmit: () => void;
  pending: boolean;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() && !pending) onSubmit();
  };
  return (
    <Card as="section" aria-labelledby="diagnostic-form-title">
      <CardHeader
        id="diagnostic-form-title"
        title="Analyze a project"
        description="Charter clones the repository, scans its dependencies, outbound HTTP calls, accessibility and architecture, and scores each."
      />
      <form className="diagnostic-form" onSubmit={submit} noValidate>
        <TextField
          label="Project URL"
          name="projectUrl"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://github.com/owner/repository"
          maxLength={2000}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          hint="The git URL of a GitHub or GitLab repository, or any https URL ending in .git. For a Replit project, use the git URL of the repository it is connected to. A path on the server's machine works only when the server runs with CHARTER_ALLOW_LOCAL_PATHS=1. Tests and benchmarks are left out."
        />
        <div>
          <Button type="submit" disabled={!value.trim() || pending}>
            {pending ? 'Analyzing...' : 'Analyze Project'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
