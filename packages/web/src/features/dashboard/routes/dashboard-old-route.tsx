import { ButtonLink } from '../../../components/ui/button';
import { FullPageMessage } from '../../../components/ui/full-page-message';
import { useUser } from '../../../lib/auth';
import { DashboardView } from './dashboard-route';

/**
 * The second dashboard (spec 000 "Second dashboard"; spec 002 §2.1 puts it at /dashboard-old with no visible
 * gate): a New Project button and the same panels, from the same stored data. It is outside the signed-in
 * shell, so it says so itself when nobody is signed in.
 */
export function DashboardOldRoute() {
  const user = useUser();
  if (user.isPending) return <FullPageMessage busy>Loading...</FullPageMessage>;
  if (!user.data) {
    return (
      <FullPageMessage>
        <h1>The Charter Dashboard</h1>
        <p>Sign in to see your projects, their primers and what needs your attention.</p>
        <ButtonLink to="/login">Sign in</ButtonLink>
      </FullPageMessage>
    );
  }
  return (
    <main id="main" className="standalone-page">
      <DashboardView
        title="The Charter Dashboard"
        subtitle="Every project, its primer and its governance at a glance."
        documentTitle="The Charter Dashboard · Charter"
      />
    </main>
  );
}
