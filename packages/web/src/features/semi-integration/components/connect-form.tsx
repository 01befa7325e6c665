import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card, CardHeader } from '../../../components/ui/card';
import { PasswordField, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { useConnectSemi } from '../api/semi-connection';

/**
 * Connect: the Semi domain and that agent's API key. The key goes to the server only, which
 * keeps it and never sends it back. A missing key is said inline (the original used a browser alert).
 */
export function ConnectForm({ idPrefix }: { idPrefix: string }) {
  const [semiDomain, setSemiDomain] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const connect = useConnectSemi();
  const toast = useToast();
  const titleId = `${idPrefix}-${useId()}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!semiDomain.trim()) return setProblem('Enter the Semi domain (for example semi.example.com).');
    if (!apiKey.trim()) return setProblem('Please enter a Semi API key.');
    setProblem(null);
    connect.mutate(
      { semiDomain: semiDomain.trim(), apiKey: apiKey.trim() },
      {
        onSuccess: (status) => {
          setApiKey('');
          toast({
            tone: 'success',
            title: 'Connected to Semi',
            description: `${status.agent?.name ?? 'Semi'} is ready.`,
          });
        },
        onError: (error) => setProblem(toUserMessage(error, 'Connection failed')),
      },
    );
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title="Connect to Semi"
        description="The domain of any A2A agent (its agent card is read from /.well-known/agent-card.json) and the API key it gave you."
      />
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Semi Domain"
          name="semiDomain"
          value={semiDomain}
          placeholder="semi.example.com"
          autoComplete="url"
          onChange={(event) => setSemiDomain(event.target.value)}
        />
        <PasswordField
          label="API Key"
          name="semiApiKey"
          value={apiKey}
          autoComplete="off"
          onChange={(event) => setApiKey(event.target.value)}
        />
        {problem ? <Alert>{problem}</Alert> : null}
        <div className="form-actions">
          <SubmitButton pending={connect.isPending} pendingLabel="Connecting...">
            Connect to Semi
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
