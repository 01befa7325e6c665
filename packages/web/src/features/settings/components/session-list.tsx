import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { toUserMessage } from '../../../lib/errors';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';
import { type AccountSessionView, useAccountSessions } from '../api/get-account-sessions';
import { useRevokeOtherSessions, useRevokeSession } from '../api/revoke-sessions';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** "Session 3f9a2c": the first characters of the public id, enough to tell sessions apart. */
const toSessionLabel = (session: AccountSessionView) => `Session ${session.id.slice(0, 6)}`;

/** This device first, then the others as the server sends them (newest first). */
const toDisplayOrder = (list: readonly AccountSessionView[]) => [
  ...list.filter((session) => session.current),
  ...list.filter((session) => !session.current),
];

function SessionTime({ label, iso }: { label: string; iso: string }) {
  return (
    <div className="settings-session-time">
      <dt>{label}</dt>
      <dd>
        <time dateTime={iso}>{toFullDate(iso)}</time> <span className="muted">({toRelativeTime(iso)})</span>
      </dd>
    </div>
  );
}

/** Every live session of the account: this device marked, each other one revocable at once. */
export function SessionList() {
  const sessions = useAccountSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const busy = revokeOne.isPending || revokeOthers.isPending;

  const revoke = (session: AccountSessionView) => {
    setOutcome(null);
    revokeOne.mutate(session.id, {
      onSuccess: () => setOutcome({ tone: 'success', text: `${toSessionLabel(session)} was signed out.` }),
      onError: (error) =>
        setOutcome({
          tone: 'error',
          text: toUserMessage(error, 'The session could not be revoked. Try again.'),
        }),
    });
  };

  const revokeAllOthers = () => {
    setOutcome(null);
    revokeOthers.mutate(undefined, {
      onSuccess: (count) =>
        setOutcome({
          tone: 'success',
          text:
            count === 0
              ? 'No other session was signed in.'
              : `Signed out ${count} other session${count === 1 ? '' : 's'}.`,
        }),
      onError: (error) =>
        setOutcome({
          tone: 'error',
          text: toUserMessage(error, 'The other sessions could not be signed out. Try again.'),
        }),
    });
  };

  return (
    <Card as="section" aria-labelledby="settings-sessions-title">
      <CardHeader
        id="settings-sessions-title"
        title="Active sessions"
        description="Each sign-in is a session kept on the server for 30 days. Revoking one signs that browser out on its next request."
        action={
          <Button variant="secondary" size="sm" disabled={busy || others === 0} onClick={revokeAllOthers}>
            {revokeOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
          </Button>
        }
      />
      <div aria-live="polite">
        {outcome ? <Alert tone={outcome.tone === 'success' ? 'info' : 'error'}>{outcome.text}</Alert> : null}
      </div>
      <QueryState
        query={sessions}
        loading="Loading sessions..."
        skeletons={3}
        error="Your sessions could not be loaded."
        serverMessage="after"
      >
        {(list) => (
          <ul className="settings-session-list" aria-label="Active sessions">
            {toDisplayOrder(list).map((session) => (
              <li key={session.id} className="settings-session">
                <div className="settings-session-head">
                  <h3 className="settings-session-title">{toSessionLabel(session)}</h3>
                  {session.current ? <Badge color="tertiary">This device</Badge> : null}
                </div>
                <dl className="settings-session-times">
                  <SessionTime label="Signed in" iso={session.createdAt} />
                  <SessionTime label="Expires" iso={session.expiresAt} />
                </dl>
                {session.current ? (
                  <p className="muted settings-session-note">Use Sign Out in the sidebar to end this one.</p>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    aria-label={`Revoke ${toSessionLabel(session)}`}
                    onClick={() => revoke(session)}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
