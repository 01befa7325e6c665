import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';

export interface QuickStartProject {
  projectName: string;
  description: string;
}

/** The project name is required (trimmed); the description is optional. */
export function QuickStartForm({
  initial,
  onGenerate,
  autoFocus = false,
}: {
  initial: QuickStartProject;
  /** After Start Over, focus returns to the project name. */
  autoFocus?: boolean;
  onGenerate: (project: QuickStartProject) => void;
}) {
  const [projectName, setProjectName] = useState(initial.projectName);
  const [description, setDescription] = useState(initial.description);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!projectName.trim()) {
      setError('Project name required: Please enter a project name to generate instructions.');
      toast({
        tone: 'error',
        title: 'Project name required',
        description: 'Please enter a project name to generate instructions.',
      });
      return;
    }
    setError(null);
    onGenerate({ projectName: projectName.trim(), description: description.trim() });
  };

  return (
    <Card as="section" aria-labelledby="quick-start-form-title">
      <CardHeader
        id="quick-start-form-title"
        title="Your project"
        description="Charter writes an integration script, the environment lines and a prompt for your AI agent."
      />
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Project name"
          name="projectName"
          value={projectName}
          maxLength={200}
          aria-invalid={error ? true : undefined}
          hint={error ?? 'Required. The name agents send with each validation.'}
          autoFocus={autoFocus}
          onChange={(event) => setProjectName(event.target.value)}
        />
        <TextAreaField
          label="Description (optional)"
          name="description"
          value={description}
          maxLength={1000}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div>
          <Button type="submit">Generate Instructions</Button>
        </div>
      </form>
    </Card>
  );
}
