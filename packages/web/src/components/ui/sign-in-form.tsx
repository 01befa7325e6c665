import { type FormEvent, useState } from 'react';
import { Alert } from './alert';
import { EmailField, PasswordField } from './field';
import { SubmitButton } from './submit-button';

/** What a person typed to sign in. */
export interface Credentials {
  email: string;
  password: string;
}

interface SignInFormProps {
  onSubmit: (credentials: Credentials) => void;
  /** True while the sign-in request runs. */
  pending: boolean;
  /** Why the last attempt failed, shown above the form as an alert. */
  error: string | null;
  /** The email's autocomplete token: "email" for users, "username" for the admin account. */
  emailAutoComplete?: string;
}

/** Email, password with show/hide, and Sign In: the user sign-in and the admin sign-in ask the same way. */
export function SignInForm({ onSubmit, pending, error, emailAutoComplete = 'email' }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email, password });
  };

  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <form className="form" onSubmit={submit}>
        <EmailField
          autoComplete={emailAutoComplete}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <SubmitButton pending={pending} pendingLabel="Signing In..." size="lg" className="btn-block">
          Sign In
        </SubmitButton>
      </form>
    </>
  );
}
