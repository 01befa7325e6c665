import { PageHeader } from '../../../components/layout/page-header';
import { LoadingState } from '../../../components/ui/query-state';
import { useUser } from '../../../lib/auth';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { SessionList } from '../components/session-list';
import '../components/settings.css';

/**
 * The account's Settings (the spec lists it in the sidebar without showing it): profile, password and
 * the sessions signed in with this account, each revocable.
 */
export function SettingsRoute() {
  const user = useUser();
  return (
    <>
      <title>Settings · Charter</title>
      <PageHeader
        title="Settings"
        subtitle="Your profile, your password and where your account is signed in."
      />
      {user.data ? (
        <div className="settings-grid">
          <ProfileForm key={user.data.id} user={user.data} />
          <PasswordForm />
          <div className="settings-wide">
            <SessionList />
          </div>
        </div>
      ) : (
        <LoadingState label="Loading your account..." />
      )}
    </>
  );
}
