import { ButtonLink } from '../ui/button';
import { Card, CardHeader } from '../ui/card';
import { PageHeader } from './page-header';

interface UserScreenNoticeProps {
  /** The screen's title, as on the user route. */
  title: string;
  /** Where the working screen lives (under the user gate). */
  to: string;
  /** What the screen does, in one sentence. */
  summary: string;
}

/**
 * An admin alias of a screen that works on the signed-in user's own data (keys, constitution, ledger).
 * The admin session is separate from user sessions, so it cannot call those routes; this page says so and
 * links to the user screen instead of showing a form that would fail.
 */
export function UserScreenNotice({ title, to, summary }: UserScreenNoticeProps) {
  return (
    <>
      <title>{`${title} · Charter Admin`}</title>
      <PageHeader title={title} subtitle={summary} />
      <Card as="section" aria-labelledby="user-screen-notice-title">
        <CardHeader
          id="user-screen-notice-title"
          title="This screen works in your user account"
          description="It reads and changes a signed-in user’s own data (their keys, constitution and decision ledger). The admin session is separate from user sessions, so this admin page cannot act for a user."
        />
        <p className="muted">
          Sign in as the user whose data you want to work with, then open the screen there.
        </p>
        <div className="notice-actions">
          <ButtonLink to={to}>Open {title}</ButtonLink>
        </div>
      </Card>
    </>
  );
}
