import type { UseFormReturn } from 'react-hook-form';
import { Field, Form, type FormSchema } from './form';
import { SubmitButton } from './submit-button';
import { useToast } from './toast';

type KeyName = { keyName: string };

interface KeyNameFormProps {
  /** The server's schema of the key's name (trimmed, required, at most 100 characters). */
  schema: FormSchema<KeyName, KeyName>;
  placeholder: string;
  submitLabel: string;
  pending: boolean;
  /** With the trimmed name; `reset` empties the field once the key exists. */
  onGenerate: (keyName: string, reset: UseFormReturn<KeyName>['reset']) => void;
}

/** "Key name", then Generate: the form of the keys that ask only for a name (Charter keys, Semi keys). */
export function KeyNameForm({ schema, placeholder, submitLabel, pending, onGenerate }: KeyNameFormProps) {
  const toast = useToast();
  return (
    <Form
      className="form inline-form"
      noValidate
      // The toast says what is missing; the field is only marked invalid.
      errors="alert"
      schema={schema}
      defaultValues={{ keyName: '' }}
      onInvalid={() =>
        toast({ tone: 'error', title: 'Name Required', description: 'Please enter a name for your API key.' })
      }
      onSubmit={({ keyName }, { reset }) => onGenerate(keyName, reset)}
    >
      {() => (
        <>
          <Field name="keyName" label="Key name" maxLength={100} placeholder={placeholder} />
          <SubmitButton pending={pending} pendingLabel="Generating...">
            {submitLabel}
          </SubmitButton>
        </>
      )}
    </Form>
  );
}
