import { SemiConnectInput } from '@charter/core';
import { useId } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/field';
import { Field, Form, FormAlert } from '../../../components/ui/form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { useConnectSemi } from '../api/semi-connection';

/**
 * Connect: the Semi domain and that agent's API key. The key goes to the server only, which
 * keeps it and never sends it back. A missing domain or key is said inline (the server's schema's words).
 */
export function ConnectForm({ idPrefix }: { idPrefix: string }) {
  const connect = useConnectSemi();
  const toast = useToast();
  const titleId = `${idPrefix}-${useId()}`;

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title="Connect to Semi"
        description="The domain of any A2A agent (its agent card is read from /.well-known/agent-card.json) and the API key it gave you."
      />
      <Form
        className="form"
        noValidate
        errors="alert"
        schema={SemiConnectInput}
        defaultValues={{ semiDomain: '', apiKey: '' }}
        onSubmit={(values, { setValue, setError }) =>
          connect.mutate(values, {
            onSuccess: (status) => {
              setValue('apiKey', '');
              toast({
                tone: 'success',
                title: 'Connected to Semi',
                description: `${status.agent?.name ?? 'Semi'} is ready.`,
              });
            },
            onError: (error) => setError('root', { message: toUserMessage(error, 'Connection failed') }),
          })
        }
      >
        {() => (
          <>
            <Field name="semiDomain" label="Semi Domain" placeholder="semi.example.com" autoComplete="url" />
            <Field as={PasswordField} name="apiKey" label="API Key" autoComplete="off" />
            <FormAlert />
            <div className="form-actions">
              <SubmitButton pending={connect.isPending} pendingLabel="Connecting...">
                Connect to Semi
              </SubmitButton>
            </div>
          </>
        )}
      </Form>
    </Card>
  );
}
