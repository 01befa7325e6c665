import { type ComponentType, lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Button } from '../../components/ui/button';
import { FullPageMessage } from '../../components/ui/full-page-message';
import { useUser } from '../../lib/auth';
import { AppShell } from '../shell/app-shell';

// Loaded only for the visitor who needs them: a signed-in user's first screen never pays for the sign-in
// form or the onboarding wizard (they were a third of the entry chunk).
const LoginRoute = lazy(() =>
  import('../../features/auth/routes/login-route').then((m) => ({ default: m.LoginRoute })),
);
const OnboardingScreen = lazy(() =>
  import('../../features/onboarding/routes/onboarding-route').then((m) => ({
    default: m.OnboardingScreen,
  })),
);

const loading = <FullPageMessage busy>Loading...</FullPageMessage>;

export interface GateHandle {
  /** What a signed-out visitor sees at this path instead of the sign-in screen ('/' shows the landing page). */
  SignedOut?: ComponentType;
}

/**
 * User gate: Loading..., then the sign-in screen (no user), the onboarding screen (not
 * onboarded) or the page inside the signed-in shell. The URL never changes, so signing in lands on the page
 * that was asked for.
 */
export function UserGate() {
  const user = useUser();
  const matches = useMatches();
  const SignedOut = (matches.at(-1)?.handle as GateHandle | undefined)?.SignedOut;

  if (user.isPending) return loading;
  if (user.isError) {
    return (
      <FullPageMessage>
        <h1>Charter could not check your session</h1>
        <p>The server did not answer. Check your connection, then try again.</p>
        <Button onClick={() => void user.refetch()}>Retry</Button>
      </FullPageMessage>
    );
  }
  if (!user.data)
    return <Suspense fallback={loading}>{SignedOut ? <SignedOut /> : <LoginRoute stay />}</Suspense>;
  if (!user.data.onboardingCompleted) {
    return (
      <Suspense fallback={loading}>
        <OnboardingScreen user={user.data} />
      </Suspense>
    );
  }
  return (
    <AppShell user={user.data}>
      <Outlet />
    </AppShell>
  );
}
