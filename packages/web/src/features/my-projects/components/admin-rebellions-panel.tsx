import { Badge } from '../../../components/ui/badge';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';
import type { RebellionFilter } from '../../../lib/queries/rebellions';
import type { AdminProjectsData } from '../api/get-admin-projects';

/** The same filters as the owner's review: the list route's `status`. */
export type AdminRebellionFilter = RebellionFilter;

const RISK = { HIGH: 'primary', MEDIUM: 'secondary', LOW: 'tertiary' } as const;

/** Every user's rebellions, read-only: the project owner decides them in their own My Projects. */
export function AdminRebellionsPanel({
  rebellions,
  filter,
  query,
}: {
  rebellions: AdminProjectsData['rebellions'];
  filter: AdminRebellionFilter;
  query: string;
}) {
  const wanted = query.trim().toLowerCase();
  const shown = rebellions
    .filter(
      (r) => filter === 'all' || (filter === 'pending' ? r.status === 'pending' : r.status !== 'pending'),
    )
    .filter((r) =>
      [r.project_name ?? '', r.agent_id, r.requested_action, r.justification, r.ownerEmail].some((text) =>
        text.toLowerCase().includes(wanted),
      ),
    );
  if (shown.length === 0) {
    return (
      <div className="empty-state">
        <h2 className="empty-title">
          {wanted
            ? 'No rebellions match your search'
            : filter === 'decided'
              ? 'No decided rebellions'
              : 'No pending rebellions'}
        </h2>
      </div>
    );
  }
  return (
    <ul className="rebellion-list" aria-label="Rebellions of all users">
      {shown.map((r) => (
        <li key={r.rebellion_id}>
          <article className="card rebellion-card" aria-label={r.requested_action}>
            <div className="rebellion-card-header">
              <h3 className="card-title">{r.requested_action}</h3>
              <Badge color={RISK[r.risk_analysis.level]}>{r.risk_analysis.level} risk</Badge>
              <Badge color={r.status === 'pending' ? 'secondary' : 'neutral'}>{r.status}</Badge>
            </div>
            <dl className="detail-list">
              <div>
                <dt>Project</dt>
                <dd>{r.project_name ?? 'No project'}</dd>
              </div>
              <div>
                <dt>Owner</dt>
                <dd>{r.ownerEmail}</dd>
              </div>
              <div>
                <dt>Agent</dt>
                <dd>{r.agent_id}</dd>
              </div>
              <div>
                <dt>Justification</dt>
                <dd>{r.justification}</dd>
              </div>
              <div>
                <dt>Filed</dt>
                <dd>
                  <time dateTime={r.created_at} title={toFullDate(r.created_at)}>
                    {toRelativeTime(r.created_at)}
                  </time>
                </dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
