import type { User } from '@charter/core';
import { Navigate, useNavigate } from 'react-router';
import { Brand } from '../../../components/layout/brand';
import { FullPageMessage } from '../../../components/ui/full-page-message';
import { useUser } from '../../../lib/auth';
import { OnboardingWizard } from '../components/onboarding-wizard';

/** The onboarding screen for a known, not yet onboarded user; the user gate shows it in place of a page. */
export function OnboardingScreen({ user }: { user: User }) {
  const navigate = useNavigate();
  return (
    <div className="onboarding-page">
      <header className="auth-header">
        <Brand />
      </header>
      <main id="main" tabIndex={-1} className="onboarding-main">
        <title>Get started · Charter</title>
        <OnboardingWizard user={user} onComplete={() => navigate('/dashboard')} />
      </main>
    </div>
  );
}

/** `/onboarding`: signed-out users go to sign in, onboarded users straight to the dashboard. */
export function OnboardingRoute() {
  const user = useUser();
  if (user.isPending) return <FullPageMessage busy>Loading...</FullPageMessage>;
  if (!user.data) return <Navigate to="/login" replace />;
  if (user.data.onboardingCompleted) return <Navigate to="/dashboard" replace />;
  return <OnboardingScreen user={user.data} />;
}
