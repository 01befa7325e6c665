import type { AdminUsage } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import { TimeOrNever } from './time-or-never';

/** Decisions per UTC day, one column per source, with a total per day. */
export function DecisionsPerDayTable({ usage }: { usage: AdminUsage }) {
  if (usage.decisionsPerDay.length === 0) {
    return (
      <p className="muted">No decisions were recorded in the last {usage.days} days, by any user or agent.</p>
    );
  }
  const sources = [...new Set(usage.decisionsPerDay.map((row) => row.source))].sort();
  const days = [...new Set(usage.decisionsPerDay.map((row) => row.day))].sort().reverse();
  const countOf = (day: string, source: string) =>
    usage.decisionsPerDay.find((row) => row.day === day && row.source === source)?.count ?? 0;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Decisions per day by source, last {usage.days} days</caption>
        <thead>
          <tr>
            <th scope="col">Day (UTC)</th>
            {sources.map((source) => (
              <th scope="col" key={source}>
                {source}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day}>
              <th scope="row">
                <time dateTime={day}>{day}</time>
              </th>
              {sources.map((source) => (
                <td key={source}>{countOf(day, source)}</td>
              ))}
              <td>{sources.reduce((sum, source) => sum + countOf(day, source), 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Active keys of every user, most recently used first: never a secret, only the key id and name. */
export function KeysInUseTable({ keys }: { keys: AdminUsage['keys'] }) {
  if (keys.length === 0) {
    return <p className="muted">No active API keys: no user has created one yet, or all were deactivated.</p>;
  }
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Active API keys of all users</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Owner</th>
            <th scope="col">Kind</th>
            <th scope="col">Uses</th>
            <th scope="col">Last used</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.keyId}>
              <th scope="row">
                {key.name} <code className="small">{key.keyId}</code>
              </th>
              <td>{key.ownerEmail}</td>
              <td>
                <Badge color="secondary">{key.kind}</Badge>
              </td>
              <td>{key.usageCount.toLocaleString('en-US')}</td>
              <td>
                <TimeOrNever at={key.lastUsedAt} never="Never used" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Exception requests waiting for their project owner, across users (owners decide them, not the admin). */
export function PendingRebellionsTable({ rebellions }: { rebellions: AdminUsage['pendingRebellions'] }) {
  if (rebellions.length === 0) {
    return <p className="muted">No rebellions are waiting for a decision.</p>;
  }
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Pending rebellions of all users</caption>
        <thead>
          <tr>
            <th scope="col">Requested action</th>
            <th scope="col">Owner</th>
            <th scope="col">Project</th>
            <th scope="col">Type</th>
            <th scope="col">Filed</th>
          </tr>
        </thead>
        <tbody>
          {rebellions.map((r) => (
            <tr key={r.rebellionId}>
              <th scope="row">{r.requestedAction}</th>
              <td>{r.ownerEmail}</td>
              <td>{r.projectName ?? '—'}</td>
              <td>{r.decisionType}</td>
              <td>
                <TimeOrNever at={r.createdAt} never="—" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
