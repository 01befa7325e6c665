import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { type CreatedKey, useCreateKey } from '../api/create-key';

const NAME_REQUIRED = 'Name required: Please provide a name for your API key.';

/** Name required (trimmed), description optional. */
export function CreateKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (key: CreatedKey) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateKey();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(NAME_REQUIRED);
      toast({
        tone: 'error',
        title: 'Name required',
        description: 'Please provide a name for your API key.',
      });
      return;
    }
    setNameError(null);
    create.mutate(
      { name: name.trim(), description: description.trim() || undefined },
      {
        onSuccess: (created) => {
          toast({
            tone: 'success',
            title: 'API Key Created Successfully',
            description: `Key ID: ${created.keyId}. Copy the secret now: it won’t be shown again.`,
          });
          onCreated(created);
        },
        onError: (error) =>
          toast({
            tone: 'error',
            title: 'Failed to create API key',
            description: toUserMessage(error, 'Unknown error'),
          }),
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Create API key">
      <TextField
        label="Name"
        name="name"
        value={name}
        maxLength={100}
        aria-invalid={nameError ? true : undefined}
        hint={nameError ?? 'Required. For example the agent or service that will use it.'}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label="Description (optional)"
        name="description"
        value={description}
        maxLength={500}
        rows={2}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="form-actions">
        <SubmitButton pending={create.isPending} pendingLabel="Creating...">
          Create Key
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
