import { UserScreenNotice } from '../../../components/layout/user-screen-notice';

/** /admin/architectural-validator: validation runs against a signed-in user's constitution and ledger. */
export function AdminArchitecturalValidatorRoute() {
  return (
    <UserScreenNotice
      title="Architectural Validator"
      to="/architectural-validator"
      summary="Check a design decision against the constitution and the proven patterns before it is built."
    />
  );
}
