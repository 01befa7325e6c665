import type { UseFormReturn } from 'react-hook-form';
import { Field, Form } from './form';
import { SubmitButton } from './submit-button';
import { useToast } from './toast';

type KeyName = { keyName: string };

const NAME_REQUIRED = 'Please enter a name for your API key.';

interface KeyNameFormProps {
  placeholder: string;
  submitLabel: string;
  pending: boolean;
  /** With the trimmed name; `reset` empties the field once the key exists. */
  onGenerate: (keyName: string, reset: UseFormReturn<KeyName>['reset']) => void;
}

/**
 * "Key name", then Generate: the form of the keys that ask only for a name (Charter keys, Semi keys). The
 * name is checked by a rule, not core's schema: the Charter-keys screen loads no zod, and this would add it.
 */
export function KeyNameForm({ placeholder, submitLabel, pending, onGenerate }: KeyNameFormProps) {
  const toast = useToast();
  return (
    <Form
      className="form inline-form"
      noValidate
      // The toast says what is missing; the field is only marked invalid.
      errors="alert"
      defaultValues={{ keyName: '' }}
      onInvalid={() => toast({ tone: 'error', title: 'Name Required', description: NAME_REQUIRED })}
      onSubmit={({ keyName }, { reset }) => onGenerate(keyName.trim(), reset)}
    >
      {() => (
        <>
          <Field
            name="keyName"
            label="Key name"
            maxLength={100}
            placeholder={placeholder}
            rules={{ validate: (name: string) => name.trim() !== '' || NAME_REQUIRED }}
          />
          <SubmitButton pending={pending} pendingLabel="Generating...">
            {submitLabel}
          </SubmitButton>
        </>
      )}
    </Form>
  );
}
