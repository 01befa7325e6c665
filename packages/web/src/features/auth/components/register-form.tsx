import { MIN_PASSWORD_LENGTH, TECHNICAL_EXPERIENCE, type TechnicalExperience } from '@charter/core/api';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { EmailField, PasswordField, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toUserMessage } from '../../../lib/errors';
import { useRegister } from '../api/register';

const EXPERIENCE_LABELS: Record<TechnicalExperience, { label: string; hint: string }> = {
  beginner: { label: 'Beginner', hint: 'New to building software' },
  intermediate: { label: 'Intermediate', hint: 'Shipped a few projects' },
  advanced: { label: 'Advanced', hint: 'Build software for a living' },
};

/** Client checks of spec 000 §5, in the order a person fixes them. */
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
        <fieldset className="field choice-group">
          <legend className="field-label">Technical experience</legend>
          <div className="choice-options">
            {TECHNICAL_EXPERIENCE.map((level) => (
              <label key={level} className="choice">
                <input
                  type="radio"
                  name="technicalExperience"
                  value={level}
                  checked={technicalExperience === level}
                  onChange={() => setTechnicalExperience(level)}
                />
                <span className="choice-text">
                  <span className="choice-label">{EXPERIENCE_LABELS[level].label}</span>
                  <span className="choice-hint">{EXPERIENCE_LABELS[level].hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
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
