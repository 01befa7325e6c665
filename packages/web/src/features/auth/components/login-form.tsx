import type { User } from '@charter/core';
import { Link } from 'react-router';
import { SignInForm } from '../../../components/ui/sign-in-form';
import { toUserMessage } from '../../../lib/errors';
import { useLogin } from '../api/login';

export function LoginForm({ onSuccess }: { onSuccess?: (user: User) => void }) {
  const loginMutation = useLogin();

  return (
    <>
      <SignInForm
        onSubmit={(credentials) =>
          loginMutation.mutate(credentials, { onSuccess: ({ user }) => onSuccess?.(user) })
        }
        pending={loginMutation.isPending}
        error={loginMutation.isError ? toUserMessage(loginMutation.error, 'Login failed') : null}
      />
      <p className="auth-switch">
        New to Charter? <Link to="/register">Create an account</Link>
      </p>
    </>
  );
}
