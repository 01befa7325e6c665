import { StatCard } from '../../../components/ui/stat-card';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';
import type { AdminProjectsData } from '../api/get-admin-projects';

/** Admin overview: totals across every user and the 3 newest activities. */
export function AdminOverviewPanel({ data }: { data: AdminProjectsData }) {
  const { totals, recentActivity } = data;
  return (
    <div className="stack">
      <div className="stat-grid">
        <StatCard label="Projects" value={totals.projects} hint={`of ${totals.users} users`} />
        <StatCard label="Connected projects" value={totals.connected} color="quaternary" />
        <StatCard label="Pending rebellions" value={totals.pendingRebellions} color="secondary" />
        <StatCard label="Decided rebellions" value={totals.decidedRebellions} color="tertiary" />
      </div>
      <section aria-labelledby="admin-activity-title" className="card">
        <h2 id="admin-activity-title" className="card-title">
          Recent activity
        </h2>
        {recentActivity.length === 0 ? (
          <p className="muted">No decisions or rebellions recorded yet.</p>
        ) : (
          <ul className="today-list">
            {recentActivity.map((item) => (
              <li key={`${item.kind}-${item.at}-${item.summary}`} className="today-row">
                <span>
                  <strong>{item.projectName ?? 'No project'}</strong> {item.summary}{' '}
                  <span className="muted small">
                    {item.ownerEmail},{' '}
                    <time dateTime={item.at} title={toFullDate(item.at)}>
                      {toRelativeTime(item.at)}
                    </time>
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
