import { UserScreenNotice } from '../../../components/layout/user-screen-notice';

/** /admin/api-keys: key routes belong to a signed-in user, which an admin session is not. */
export function AdminApiKeysRoute() {
  return (
    <UserScreenNotice
      title="API Key Management"
      to="/api-keys"
      summary="Create, list and deactivate the API keys agents use to call Charter."
    />
  );
}
