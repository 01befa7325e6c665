import { Navigate, useNavigate } from 'react-router';
import { useUser } from '../../../lib/auth';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

/**
 * `/login`, and the sign-in screen a gate shows in place of a protected page. On `/login` success goes to
 * /onboarding (which forwards onboarded users to the dashboard); inside a gate (`stay`) the gate itself
 * re-renders with the requested page once the user is known.
 */
export function LoginRoute({ stay = false }: { stay?: boolean }) {
  const navigate = useNavigate();
  const user = useUser();
  if (!stay && user.data) return <Navigate to="/onboarding" replace />;
  return (
    <AuthLayout
      title="Sign in to Charter"
      subtitle="Welcome back. Your constitution, primers and decisions are waiting."
    >
      <title>Sign in · Charter</title>
      <LoginForm onSuccess={stay ? undefined : () => navigate('/onboarding')} />
    </AuthLayout>
  );
}
