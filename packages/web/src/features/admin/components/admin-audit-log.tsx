import type { AdminAuditAction, AdminAuditEntry } from '@charter/core';
import { TimeOrNever } from './time-or-never';

const ACTION_LABELS: Record<AdminAuditAction, string> = {
  'user.disable': 'Disabled account',
  'user.enable': 'Enabled account',
  'user.end-sessions': 'Ended sessions',
  'context.export': 'Exported context',
  'context.purge-memory': 'Purged memory sessions',
};

/** The admin audit log: who did what to whom, when, and how many records it touched. */
export function AdminAuditLog({ entries }: { entries: readonly AdminAuditEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="muted">
        No admin operations yet. Disabling an account, ending sessions, exporting or purging context are
        recorded here.
      </p>
    );
  }
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Admin audit log, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Admin</th>
            <th scope="col">What</th>
            <th scope="col">User</th>
            <th scope="col">How many</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <TimeOrNever at={entry.at} never="—" />
              </td>
              <td>{entry.adminEmail}</td>
              <th scope="row">{ACTION_LABELS[entry.action]}</th>
              <td>{entry.targetEmail ?? '—'}</td>
              <td>{entry.count}</td>
              <td>{entry.note || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
