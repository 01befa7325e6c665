import { UserScreenNotice } from '../../../components/layout/user-screen-notice';

/** The admin session cannot read a user's ledger, so the alias points at the user screen. */
export function AdminPatternLibraryRoute() {
  return (
    <UserScreenNotice
      title="Pattern Library"
      to="/pattern-library"
      summary="Proven architectural patterns, with how often a user’s agents followed them (from that user’s decision ledger)."
    />
  );
}
