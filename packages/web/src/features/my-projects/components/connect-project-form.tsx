import { ApiError, ConnectProjectInput } from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { type ConnectedProjectCreated, useConnectProject } from '../api/connect-project';

/** Registers an external app: the project and its own Charter key, whose secret the parent shows once. */
export function ConnectProjectForm({
  onConnected,
}: {
  onConnected: (created: ConnectedProjectCreated) => void;
}) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const connect = useConnectProject();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ConnectProjectInput.safeParse({ name, url });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the name and the address.');
      return;
    }
    setProblem(null);
    connect.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        setUrl('');
        onConnected(created);
      },
      onError: (error) => setProblem(error instanceof ApiError ? error.userMessage : error.message),
    });
  };

  return (
    <Card as="section" aria-labelledby="connect-title">
      <CardHeader
        id="connect-title"
        title="Connect a project"
        description="Register an app built elsewhere: Charter gives it a key of its own, and its agents validate against this project's settings."
      />
      <form className="form" onSubmit={submit} noValidate>
        <TextField label="Project name" value={name} onChange={(e) => setName(e.target.value)} required />
        <TextField
          label="Site address"
          type="url"
          placeholder="https://example.com"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          required
        />
        {problem ? <Alert>{problem}</Alert> : null}
        <div className="form-actions">
          <Button type="submit" disabled={connect.isPending}>
            {connect.isPending ? 'Connecting…' : 'Connect project'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
