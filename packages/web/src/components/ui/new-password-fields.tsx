import { MIN_PASSWORD_LENGTH } from '@charter/core';
import type { RegisterOptions } from 'react-hook-form';
import { PasswordField } from './field';
import { Field } from './form';

interface NewPasswordFieldsProps {
  /** The fields' names and labels in the enclosing `<Form>`. */
  password: { name: string; label: string };
  confirm: { name: string; label: string; rules?: RegisterOptions };
}

/** A new password (with its length rule as the hint) and its confirmation: registration and Settings. */
export function NewPasswordFields({ password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        as={PasswordField}
        {...password}
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <Field as={PasswordField} {...confirm} autoComplete="new-password" required />
    </>
  );
}
