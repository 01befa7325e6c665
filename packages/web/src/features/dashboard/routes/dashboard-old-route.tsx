import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/query-state';
import { useUser } from '../../../lib/auth';
import { DashboardView } from './dashboard-route';

/**
 * The second dashboard (at /dashboard-old with no visible
 * gate): a New Project button and the same panels, from the same stored data. The ungated frame gives a
 * signed-in user the shell and a visitor the public header; the page says itself what signing in shows.
 */
export function DashboardOldRoute() {
  const user = useUser();
  if (user.isPending) return <LoadingState label="Loading..." />;
  if (!user.data) {
    return (
      <Card as="section" className="not-found">
        <title>The Charter Dashboard · Charter</title>
        <h1 className="auth-title">The Charter Dashboard</h1>
        <p>Sign in to see your projects, their primers and what needs your attention.</p>
        <ButtonLink to="/login">Sign in</ButtonLink>
      </Card>
    );
  }
  return (
    <DashboardView
      title="The Charter Dashboard"
      subtitle="Every project, its primer and its governance at a glance."
      documentTitle="The Charter Dashboard · Charter"
    />
  );
}
