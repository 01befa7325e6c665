import type { User } from '@charter/core/api';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { toUserMessage } from '../../../lib/errors';
import { useLogin } from '../api/login';

export function LoginForm({ onSuccess }: { onSuccess?: (user: User) => void }) {
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loginMutation.mutate({ email, password }, { onSuccess: ({ user }) => onSuccess?.(user) });
  };

  return (
    <>
      {loginMutation.isError ? <Alert>{toUserMessage(loginMutation.error, 'Login failed')}</Alert> : null}
      <form className="form" onSubmit={onSubmit}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
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
        <Button type="submit" size="lg" className="btn-block" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p className="auth-switch">
        New to Charter? <Link to="/register">Create an account</Link>
      </p>
    </>
  );
}
