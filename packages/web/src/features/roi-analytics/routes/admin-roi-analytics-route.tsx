import { UserScreenNotice } from '../../../components/layout/user-screen-notice';

/** The admin session cannot read a user's ledger, so the alias points at the user screen. */
export function AdminRoiAnalyticsRoute() {
  return (
    <UserScreenNotice
      title="ROI Analytics"
      to="/roi-analytics"
      summary="Savings and prevented failures, computed from a user’s decision ledger."
    />
  );
}
