import { Link } from 'react-router';
import { Brand } from '../../../components/layout/brand';
import { SignInForm } from '../../../components/ui/sign-in-form';
import { toUserMessage } from '../../../lib/errors';
import { useAdminLogin } from '../api/admin-login';

/**
 * The "Charter Admin" sign-in the admin gate shows. A failure is an inline role=alert (the original used a
 * browser alert(), which blocks the page and cannot be styled or re-read).
 */
export function AdminSignInForm() {
  const loginMutation = useAdminLogin();

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
          <SignInForm
            onSubmit={(credentials) => loginMutation.mutate(credentials)}
            pending={loginMutation.isPending}
            error={loginMutation.isError ? toUserMessage(loginMutation.error, 'Login failed') : null}
            emailAutoComplete="username"
          />
        </div>
        <p className="auth-back">
          <Link to="/">← View public site</Link>
        </p>
      </main>
    </div>
  );
}
