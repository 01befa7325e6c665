import { Brand } from '../../../components/layout/brand';
import { AuthCardPage } from '../../../components/ui/auth-card-page';
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
    <AuthCardPage
      brand={<Brand suffix="Admin" />}
      title="Charter Admin"
      subtitle="Sign in with an administrator account."
      backLabel="← View public site"
    >
      <title>Admin sign in · Charter</title>
      <SignInForm
        onSubmit={(credentials) => loginMutation.mutate(credentials)}
        pending={loginMutation.isPending}
        error={loginMutation.isError ? toUserMessage(loginMutation.error, 'Login failed') : null}
        emailAutoComplete="username"
      />
    </AuthCardPage>
  );
}
