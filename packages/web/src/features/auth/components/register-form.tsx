import { MIN_PASSWORD_LENGTH, type TechnicalExperience } from '@charter/core';
import { Link } from 'react-router';
import { EmailField } from '../../../components/ui/field';
import { Field, Form, FormAlert, RadioField } from '../../../components/ui/form';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
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

const EMPTY = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  technicalExperience: 'beginner' as TechnicalExperience,
};

export function RegisterForm({ onSuccess }: { onSuccess?: () => void }) {
  const registerMutation = useRegister();

  return (
    <>
      {/* No schema: the client asks the two checks below, in the order a person fixes them; the server checks the rest. */}
      <Form
        className="form"
        errors="alert"
        defaultValues={EMPTY}
        onSubmit={({ confirmPassword: _, ...account }, { setError }) =>
          registerMutation.mutate(account, {
            onSuccess: () => onSuccess?.(),
            onError: (error) => setError('root', { message: toUserMessage(error, 'Registration failed') }),
          })
        }
      >
        {() => (
          <>
            <FormAlert />
            <Field name="name" label="Full name" autoComplete="name" required />
            <Field as={EmailField} name="email" />
            <NewPasswordFields
              password={{ name: 'password', label: 'Password' }}
              confirm={{
                name: 'confirmPassword',
                label: 'Confirm password',
                rules: {
                  validate: (confirm: string, values) =>
                    validateRegistration(String(values.password), confirm) ?? true,
                },
              }}
            />
            <RadioField
              name="technicalExperience"
              legend="Technical experience"
              options={EXPERIENCE_OPTIONS}
            />
            <SubmitButton
              pending={registerMutation.isPending}
              pendingLabel="Creating Account..."
              size="lg"
              className="btn-block"
            >
              Create Account
            </SubmitButton>
          </>
        )}
      </Form>
      <p className="auth-switch">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </>
  );
}
