import type { ComponentType } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Button } from '../../components/ui/button';
import { FullPageMessage } from '../../components/ui/full-page-message';
import { LoginRoute } from '../../features/auth/routes/login-route';
import { OnboardingScreen } from '../../features/onboarding/routes/onboarding-route';
import { useUser } from '../../lib/auth';
import { AppShell } from '../shell/app-shell';

export interface GateHandle {
  /** What a signed-out visitor sees at this path instead of the sign-in screen ('/' shows the landing page). */
  SignedOut?: ComponentType;
}

/**
 * Spec 002 §2.1 user gate: Loading..., then the sign-in screen (no user), the onboarding screen (not
 * onboarded) or the page inside the signed-in shell. The URL never changes, so signing in lands on the page
 * that was asked for.
 */
export function UserGate() {
  const user = useUser();
  const matches = useMatches();
  const SignedOut = (matches.at(-1)?.handle as GateHandle | undefined)?.SignedOut;

  if (user.isPending) return <FullPageMessage busy>Loading...</FullPageMessage>;
  if (user.isError) {
    return (
      <FullPageMessage>
        <h1>Charter could not check your session</h1>
        <p>The server did not answer. Check your connection, then try again.</p>
        <Button onClick={() => void user.refetch()}>Retry</Button>
      </FullPageMessage>
    );
  }
  if (!user.data) return SignedOut ? <SignedOut /> : <LoginRoute stay />;
  if (!user.data.onboardingCompleted) return <OnboardingScreen user={user.data} />;
  return (
    <AppShell user={user.data}>
      <Outlet />
    </AppShell>
  );
}
