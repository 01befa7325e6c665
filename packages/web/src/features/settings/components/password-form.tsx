import { ChangePasswordInput, MIN_PASSWORD_LENGTH } from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card, CardHeader } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toUserMessage } from '../../../lib/errors';
import { useChangePassword } from '../api/change-password';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function toPasswordChangedMessage(revoked: number): string {
  if (revoked === 0) return 'Password changed. No other session was signed in.';
  return `Password changed. ${revoked} other session${revoked === 1 ? ' was' : 's were'} signed out.`;
}

/** Current, new and confirmation, checked with the server's schema (registration's password rules). */
export function PasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const change = useChangePassword();
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChangePasswordInput.safeParse(values);
    if (!parsed.success) {
      setOutcome({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Check the password fields.' });
      return;
    }
    setOutcome(null);
    change.mutate(parsed.data, {
      onSuccess: (revoked) => {
        setValues(EMPTY);
        setOutcome({ tone: 'success', text: toPasswordChangedMessage(revoked) });
      },
      onError: (error) =>
        setOutcome({
          tone: 'error',
          text: toUserMessage(error, 'Your password could not be changed. Try again.'),
        }),
    });
  };

  return (
    <Card as="section" aria-labelledby="settings-password-title">
      <CardHeader
        id="settings-password-title"
        title="Change password"
        description="Every other session is signed out when the password changes; this one stays signed in."
      />
      <form className="form settings-password-form" onSubmit={submit} noValidate>
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={set('currentPassword')}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={values.newPassword}
          onChange={set('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <div aria-live="polite">
          {outcome ? (
            <Alert tone={outcome.tone === 'success' ? 'info' : 'error'}>{outcome.text}</Alert>
          ) : null}
        </div>
        <div className="form-actions">
          <SubmitButton pending={change.isPending} pendingLabel="Changing...">
            Change password
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
