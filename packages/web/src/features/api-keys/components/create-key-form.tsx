import { Button } from '../../../components/ui/button';
import { Field, Form } from '../../../components/ui/form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { type CreatedKey, useCreateKey } from '../api/create-key';

const NAME_REQUIRED = 'Name required: Please provide a name for your API key.';

/**
 * Name required (trimmed), description optional. Checked by a rule, not core's schema: the
 * screen loads no zod, and the schema would add it for one check.
 */
export function CreateKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (key: CreatedKey) => void;
  onCancel: () => void;
}) {
  const create = useCreateKey();
  const toast = useToast();

  return (
    <Form
      className="form"
      noValidate
      aria-label="Create API key"
      defaultValues={{ name: '', description: '' }}
      onInvalid={() =>
        toast({
          tone: 'error',
          title: 'Name required',
          description: 'Please provide a name for your API key.',
        })
      }
      onSubmit={({ name, description }) =>
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
        )
      }
    >
      {() => (
        <>
          <Field
            name="name"
            rules={{ validate: (value: string) => value.trim() !== '' || NAME_REQUIRED }}
            label="Name"
            maxLength={100}
            hint="Required. For example the agent or service that will use it."
          />
          <Field
            as={TextAreaField}
            name="description"
            label="Description (optional)"
            maxLength={500}
            rows={2}
          />
          <div className="form-actions">
            <SubmitButton pending={create.isPending} pendingLabel="Creating...">
              Create Key
            </SubmitButton>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
