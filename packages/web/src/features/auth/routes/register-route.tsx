import { Navigate, useNavigate } from 'react-router';
import { useUser } from '../../../lib/auth';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  const navigate = useNavigate();
  const user = useUser();
  if (user.data) return <Navigate to="/onboarding" replace />;
  return (
    <AuthLayout
      title="Create your Charter account"
      subtitle="Set up governance for the software your AI agents build."
    >
      <title>Create account · Charter</title>
      <RegisterForm onSuccess={() => navigate('/onboarding')} />
    </AuthLayout>
  );
}
