import type { ReactNode } from 'react';
import { toFullDate, toRelativeTime } from '../../lib/format-time';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** ISO time of the newest data on the page; omitted when the page has none yet. */
  lastUpdated?: string | null;
  actions?: ReactNode;
}

/** The one h1 of a signed-in page, with when its data last changed and the page's actions. */
export function PageHeader({ title, subtitle, lastUpdated, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="page-header-text">
        <h1 className="page-title">{title}</h1>
        {subtitle ? <p className="page-subtitle">{subtitle}</p> : null}
        {lastUpdated ? (
          <p className="page-updated">
            Last updated{' '}
            <time dateTime={lastUpdated} title={toFullDate(lastUpdated)}>
              {toRelativeTime(lastUpdated)}
            </time>
          </p>
        ) : null}
      </div>
      {actions ? <div className="page-actions">{actions}</div> : null}
    </div>
  );
}
