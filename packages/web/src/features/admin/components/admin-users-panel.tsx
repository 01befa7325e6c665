import type { AdminUser } from '@charter/core';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { type UserAccessChange, useChangeUserAccess } from '../api/change-user-access';
import { TimeOrNever } from './time-or-never';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What each change does, said before it is done (the confirmation) and after (the toast). */
function describeChange(change: UserAccessChange, user: AdminUser) {
  if (change === 'disable') {
    return {
      title: `Disable ${user.email}?`,
      text: `They can no longer sign in; ${plural(user.activeSessions, 'session')} end now and ${plural(user.activeKeys, 'API key')} stop working until you enable the account again.`,
      confirm: 'Disable account',
      done: `${user.email} is disabled.`,
    };
  }
  if (change === 'enable') {
    return {
      title: `Enable ${user.email}?`,
      text: 'They can sign in again, and their active API keys work again.',
      confirm: 'Enable account',
      done: `${user.email} is enabled.`,
    };
  }
  return {
    title: `End all sessions of ${user.email}?`,
    text: `${plural(user.activeSessions, 'session')} end now: they must sign in again on every device. Their API keys keep working.`,
    confirm: 'End sessions',
    done: `Sessions of ${user.email} ended.`,
  };
}

/** Users with last sign-in and state; disable/enable and end sessions, each confirmed and audit-logged. */
export function AdminUsersPanel({ users }: { users: readonly AdminUser[] }) {
  const [pending, setPending] = useState<{ change: UserAccessChange; user: AdminUser } | null>(null);
  const mutation = useChangeUserAccess();
  const toast = useToast();

  if (users.length === 0) {
    return (
      <div className="empty-state">
        <h3 className="empty-title">No users yet</h3>
        <p className="empty-text">Accounts appear here once people register.</p>
      </div>
    );
  }

  const described = pending ? describeChange(pending.change, pending.user) : null;
  const close = () => {
    setPending(null);
    mutation.reset();
  };

  return (
    <>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">Users</caption>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Status</th>
              <th scope="col">Sessions</th>
              <th scope="col">Active keys</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row">
                  {user.name} <span className="muted small">{user.email}</span>
                </th>
                <td>
                  <TimeOrNever at={user.lastSignInAt} never="Never" />
                </td>
                <td>
                  {user.disabled ? (
                    <Badge color="primary">Disabled</Badge>
                  ) : (
                    <Badge color="tertiary">Active</Badge>
                  )}
                </td>
                <td>{user.activeSessions}</td>
                <td>{user.activeKeys}</td>
                <td>
                  <div className="button-row">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setPending({ change: user.disabled ? 'enable' : 'disable', user })}
                    >
                      {user.disabled ? 'Enable' : 'Disable'}
                      <span className="visually-hidden"> {user.email}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={user.activeSessions === 0}
                      onClick={() => setPending({ change: 'end-sessions', user })}
                    >
                      End sessions<span className="visually-hidden"> of {user.email}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog
        open={pending !== null}
        onClose={close}
        title={described?.title ?? ''}
        description={described?.text}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={mutation.isPending}
              onClick={() => {
                if (!pending || !described) return;
                mutation.mutate(
                  { userId: pending.user.id, change: pending.change },
                  {
                    onSuccess: () => {
                      toast({ title: described.done, tone: 'success' });
                      setPending(null);
                    },
                  },
                );
              }}
            >
              {mutation.isPending ? 'Working...' : (described?.confirm ?? 'Confirm')}
            </Button>
          </>
        }
      >
        {mutation.isError ? (
          <Alert>{toUserMessage(mutation.error, 'The change could not be made. Try again.')}</Alert>
        ) : (
          <p className="muted small">This is recorded in the admin audit log.</p>
        )}
      </Dialog>
    </>
  );
}
