import { MIN_PASSWORD_LENGTH, type TechnicalExperience } from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { RadioGroup } from '../../../components/ui/choice-group';
import { EmailField, PasswordField, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toUserMessage } from '../../../lib/errors';
import { EXPERIENCE_OPTIONS } from '../../../lib/technical-experience';
import { useRegister } from '../api/register';

/** Client checks, in the order a person fixes them. */
export function validateRegistration(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  }
  return null;
}

export function RegisterForm({ onSuccess }: { onSuccess?: () => void }) {
  const registerMutation = useRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [technicalExperience, setTechnicalExperience] = useState<TechnicalExperience>('beginner');
  const [clientError, setClientError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateRegistration(password, confirmPassword);
    setClientError(problem);
    if (problem) return;
    registerMutation.mutate(
      { name, email, password, technicalExperience },
      { onSuccess: () => onSuccess?.() },
    );
  };

  const error =
    clientError ??
    (registerMutation.isError ? toUserMessage(registerMutation.error, 'Registration failed') : null);

  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <form className="form" onSubmit={onSubmit}>
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <RadioGroup
          legend="Technical experience"
          name="technicalExperience"
          options={EXPERIENCE_OPTIONS}
          value={technicalExperience}
          onChange={setTechnicalExperience}
        />
        <SubmitButton
          pending={registerMutation.isPending}
          pendingLabel="Creating Account..."
          size="lg"
          className="btn-block"
        >
          Create Account
        </SubmitButton>
      </form>
      <p className="auth-switch">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </>
  );
}
