import { UserScreenNotice } from '../../../components/layout/user-screen-notice';

/** /admin/advanced and /admin/constitutional-demo: the demo evaluates against a user's constitution. */
export function AdminConstitutionalDemoRoute() {
  return (
    <UserScreenNotice
      title="Constitutional AI Demo"
      to="/constitutional-demo"
      summary="Evaluate an AI agent’s proposed action against a constitution and see the verdict, score and reasons."
    />
  );
}
