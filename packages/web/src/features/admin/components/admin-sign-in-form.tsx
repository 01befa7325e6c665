import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../../components/layout/brand';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { toUserMessage } from '../../../lib/errors';
import { useAdminLogin } from '../api/admin-login';

/**
 * The "Charter Admin" sign-in the admin gate shows. A failure is an inline role=alert (the original used a
 * browser alert(), which blocks the page and cannot be styled or re-read).
 */
export function AdminSignInForm() {
  const loginMutation = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loginMutation.mutate({ email, password });
  };

  return (
    <div className="auth-page">
      <header className="auth-header">
        <Brand suffix="Admin" />
      </header>
      <main id="main" tabIndex={-1} className="auth-main">
        <title>Admin sign in · Charter</title>
        <div className="card auth-card">
          <h1 className="auth-title">Charter Admin</h1>
          <p className="auth-subtitle">Sign in with an administrator account.</p>
          {loginMutation.isError ? <Alert>{toUserMessage(loginMutation.error, 'Login failed')}</Alert> : null}
          <form className="form" onSubmit={onSubmit}>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
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
        </div>
        <p className="auth-back">
          <Link to="/">← View public site</Link>
        </p>
      </main>
    </div>
  );
}
