import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { LoadError } from '../../../components/ui/query-state';
import type { TrendingItem } from '../utils/summarize-collection';
import { plural } from '../utils/summarize-collection';
import { CATEGORY_LABELS, SeverityMark } from './severity';

interface TrendingTabProps {
  trending: readonly TrendingItem[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

/** Practices whose anti-pattern the user's agents hit most, then the most severe ones. */
export function TrendingTab({ trending, isError, onRetry }: TrendingTabProps) {
  if (isError) {
    return <LoadError message="The trending practices could not be loaded." onRetry={onRetry} />;
  }
  if (!trending) return <p role="status">Loading trending practices...</p>;
  if (trending.length === 0) return <p className="muted">No practices in your collection yet.</p>;
  return (
    <ol className="trending-list">
      {trending.map((item) => (
        <li key={item.id} className="card trending-item">
          <div className="practice-card-top">
            <h3 className="practice-title">
              <Link to={`/best-practices/${encodeURIComponent(item.id)}`}>{item.title}</Link>
            </h3>
            <SeverityMark severity={item.severity} />
          </div>
          <p className="practice-description">{item.description}</p>
          <div className="practice-marks">
            <Badge color="neutral">{CATEGORY_LABELS[item.category]}</Badge>
            <span className={item.decisionsMatched > 0 ? 'mark mark-hit' : 'muted small'}>
              {item.decisionsMatched > 0
                ? `${plural(item.decisionsMatched, 'decision')} of your agents hit this`
                : 'None of your agents’ decisions hit this yet'}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
