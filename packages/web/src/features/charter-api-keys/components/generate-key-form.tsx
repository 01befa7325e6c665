import { type FormEvent, useState } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { type GeneratedCharterKey, useGenerateCharterKey } from '../api/generate-charter-key';

/** A name (trimmed, non-blank), then Generate API Key. */
export function GenerateKeyForm({ onGenerated }: { onGenerated: (key: GeneratedCharterKey) => void }) {
  const [name, setName] = useState('');
  const generate = useGenerateCharterKey();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyName = name.trim();
    if (!keyName) {
      toast({ tone: 'error', title: 'Name Required', description: 'Please enter a name for your API key.' });
      return;
    }
    generate.mutate(keyName, {
      onSuccess: (key) => {
        setName('');
        onGenerated(key);
        toast({
          tone: 'success',
          title: 'API Key Generated',
          description: `“${key.name}” is ready. Copy it now: it will not be shown again.`,
        });
      },
      onError: (error) =>
        toast({
          tone: 'error',
          title: 'Generation Failed',
          description: toUserMessage(error, 'The key could not be generated. Please try again.'),
        }),
    });
  };

  return (
    <Card as="section" aria-labelledby="generate-key-title">
      <CardHeader
        id="generate-key-title"
        title="Generate a key"
        description="Give the key a name you will recognise later, such as the agent or machine that uses it."
      />
      <form className="form inline-form" onSubmit={submit} noValidate>
        <TextField
          label="Key name"
          name="keyName"
          value={name}
          maxLength={100}
          placeholder="e.g. Claude Code on my laptop"
          onChange={(event) => setName(event.target.value)}
        />
        <SubmitButton pending={generate.isPending} pendingLabel="Generating...">
          Generate API Key
        </SubmitButton>
      </form>
    </Card>
  );
}
