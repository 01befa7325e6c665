import { ChangePasswordInput } from '@charter/core';
import { useState } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/field';
import { Field, Form, FormAlert } from '../../../components/ui/form';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toUserMessage } from '../../../lib/errors';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function toPasswordChangedMessage(revoked: number): string {
  if (revoked === 0) return 'Password changed. No other session was signed in.';
  return `Password changed. ${revoked} other session${revoked === 1 ? ' was' : 's were'} signed out.`;
}

/** Current, new and confirmation, checked with the server's schema (registration's password rules). */
export function PasswordForm() {
  const [changed, setChanged] = useState<string | null>(null);
  const change = useChangePassword();

  return (
    <Card as="section" aria-labelledby="settings-password-title">
      <CardHeader
        id="settings-password-title"
        title="Change password"
        description="Every other session is signed out when the password changes; this one stays signed in."
      />
      <Form
        className="form settings-password-form"
        noValidate
        errors="alert"
        schema={ChangePasswordInput}
        defaultValues={EMPTY}
        onInvalid={() => setChanged(null)}
        onSubmit={(values, { reset, setError }) => {
          setChanged(null);
          change.mutate(values, {
            onSuccess: (revoked) => {
              reset(EMPTY);
              setChanged(toPasswordChangedMessage(revoked));
            },
            onError: (error) =>
              setError('root', {
                message: toUserMessage(error, 'Your password could not be changed. Try again.'),
              }),
          });
        }}
      >
        {() => (
          <>
            <Field
              as={PasswordField}
              name="currentPassword"
              label="Current password"
              autoComplete="current-password"
              required
            />
            <NewPasswordFields
              password={{ name: 'newPassword', label: 'New password' }}
              confirm={{ name: 'confirmPassword', label: 'Confirm new password' }}
            />
            <div aria-live="polite">
              <FormAlert success={changed} />
            </div>
            <div className="form-actions">
              <SubmitButton pending={change.isPending} pendingLabel="Changing...">
                Change password
              </SubmitButton>
            </div>
          </>
        )}
      </Form>
    </Card>
  );
}
