import type { ApiKey } from '@charter/core';
import type { ReactNode } from 'react';
import { toFullDate, toRelativeTime } from '../../lib/format-time';

/**
 * What Charter knows about a key's use — created, last used ("Never" until first use), uses — as a
 * description list. Both key screens show it; `children` adds rows before these (e.g. the key ID).
 */
export function KeyUsageDetails({ apiKey, children }: { apiKey: ApiKey; children?: ReactNode }) {
  return (
    <dl className="detail-list">
      {children}
      <div>
        <dt>Created</dt>
        <dd>
          <time dateTime={apiKey.createdAt}>{toFullDate(apiKey.createdAt)}</time>
        </dd>
      </div>
      <div>
        <dt>Last used</dt>
        <dd>
          {apiKey.lastUsedAt ? (
            <time dateTime={apiKey.lastUsedAt} title={toFullDate(apiKey.lastUsedAt)}>
              {toRelativeTime(apiKey.lastUsedAt)}
            </time>
          ) : (
            'Never'
          )}
        </dd>
      </div>
      <div>
        <dt>Uses</dt>
        <dd>{apiKey.usageCount}</dd>
      </div>
    </dl>
  );
}
