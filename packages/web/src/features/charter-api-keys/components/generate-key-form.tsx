import { Card, CardHeader } from '../../../components/ui/card';
import { KeyNameForm } from '../../../components/ui/key-name-form';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { type GeneratedCharterKey, useGenerateCharterKey } from '../api/generate-charter-key';

/** A name (trimmed, non-blank), then Generate API Key. */
export function GenerateKeyForm({ onGenerated }: { onGenerated: (key: GeneratedCharterKey) => void }) {
  const generate = useGenerateCharterKey();
  const toast = useToast();

  const submit = (keyName: string, reset: () => void) =>
    generate.mutate(keyName, {
      onSuccess: (key) => {
        reset();
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

  return (
    <Card as="section" aria-labelledby="generate-key-title">
      <CardHeader
        id="generate-key-title"
        title="Generate a key"
        description="Give the key a name you will recognise later, such as the agent or machine that uses it."
      />
      <KeyNameForm
        placeholder="e.g. Claude Code on my laptop"
        submitLabel="Generate API Key"
        pending={generate.isPending}
        onGenerate={submit}
      />
    </Card>
  );
}
