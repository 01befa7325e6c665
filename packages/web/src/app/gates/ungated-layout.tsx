import { Outlet } from 'react-router';
import { PublicLayout } from '../../components/layout/public-layout';
import { FullPageMessage } from '../../components/ui/full-page-message';
import { useUser } from '../../lib/auth';
import { AppShell } from '../shell/app-shell';

/**
 * The frame of the screens with no gate (hash journal, optimization, the old dashboard) and of
 * not-found: a signed-in user keeps the sidebar shell as on every other screen; a visitor, or a session that
 * could not be checked, gets the public header with sign-in. The screen itself renders only its content.
 */
export function UngatedLayout() {
  const user = useUser();
  if (user.isPending) return <FullPageMessage busy>Loading...</FullPageMessage>;
  if (user.data) {
    return (
      <AppShell user={user.data}>
        <Outlet />
      </AppShell>
    );
  }
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
