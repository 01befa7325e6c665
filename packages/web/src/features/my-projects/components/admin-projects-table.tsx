import { Badge } from '../../../components/ui/badge';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';
import type { AdminProjectsData } from '../api/get-admin-projects';

const HEALTH = {
  healthy: { label: 'Healthy', color: 'tertiary' },
  warning: { label: 'Warning', color: 'secondary' },
  error: { label: 'Error: key deactivated', color: 'danger' },
} as const;

type Row = AdminProjectsData['projects'][number];

/** The admin columns: domain, health status, rebellion count and key — across all users. */
export function AdminProjectsTable({ projects, query }: { projects: readonly Row[]; query: string }) {
  const wanted = query.trim().toLowerCase();
  const shown = projects.filter((p) =>
    [p.name, p.domain, p.ownerEmail, p.api_key ?? ''].some((text) => text.toLowerCase().includes(wanted)),
  );
  if (projects.length === 0) {
    return (
      <div className="empty-state">
        <h2 className="empty-title">No projects yet</h2>
        <p className="empty-text">Projects appear here once users generate or connect them.</p>
      </div>
    );
  }
  if (shown.length === 0) return <p className="muted">No projects match your search.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Projects of all users</caption>
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">Owner</th>
            <th scope="col">Domain</th>
            <th scope="col">Health status</th>
            <th scope="col">Rebellions</th>
            <th scope="col">Key</th>
            <th scope="col">Last activity</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                {p.name} <span className="muted small">({p.source})</span>
              </th>
              <td>{p.ownerEmail}</td>
              <td>{p.domain || '—'}</td>
              <td>
                <Badge color={HEALTH[p.health_status].color}>{HEALTH[p.health_status].label}</Badge>
              </td>
              <td>
                {p.rebellion_count}
                {p.pendingRebellions > 0 ? ` (${p.pendingRebellions} pending)` : ''}
              </td>
              <td>{p.api_key ? <code>{p.api_key}</code> : '—'}</td>
              <td>
                {p.lastActivity ? (
                  <time dateTime={p.lastActivity} title={toFullDate(p.lastActivity)}>
                    {toRelativeTime(p.lastActivity)}
                  </time>
                ) : (
                  'None yet'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
