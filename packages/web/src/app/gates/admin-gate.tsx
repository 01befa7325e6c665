import { Outlet } from 'react-router';
import { Button } from '../../components/ui/button';
import { FullPageMessage } from '../../components/ui/full-page-message';
import { useAdminSession } from '../../features/admin/api/get-admin-session';
import { AdminSignInForm } from '../../features/admin/components/admin-sign-in-form';
import { AdminShell } from '../shell/admin-shell';

/** Admin gate: Loading..., the "Charter Admin" sign-in, or the page inside the admin shell. */
export function AdminGate() {
  const session = useAdminSession();
  if (session.isPending) return <FullPageMessage busy>Loading...</FullPageMessage>;
  if (session.isError) {
    return (
      <FullPageMessage>
        <h1>Charter could not check the admin session</h1>
        <p>The server did not answer. Check your connection, then try again.</p>
        <Button onClick={() => void session.refetch()}>Retry</Button>
      </FullPageMessage>
    );
  }
  if (!session.data.authenticated || !session.data.admin) return <AdminSignInForm />;
  return (
    <AdminShell admin={session.data.admin}>
      <Outlet />
    </AdminShell>
  );
}
