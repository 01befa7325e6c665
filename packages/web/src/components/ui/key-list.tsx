import type { ApiKey } from '@charter/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Badge } from './badge';
import { Card, CardHeader } from './card';
import { QueryState } from './query-state';

interface KeyListCardProps<K extends ApiKey> {
  /** The id of the card's heading, which names the card. */
  titleId: string;
  title: string;
  keys: UseQueryResult<K[]>;
  /** Said when the user has no keys of this kind. */
  empty: string;
  /** The accessible name of the list. */
  listLabel: string;
  /** The `<KeyItem>` of one key. */
  children: (key: K) => ReactNode;
}

/**
 * A card listing keys, never their secrets: busy with skeletons while loading, an alert and Retry when the
 * list cannot be read, a sentence when there is none. Both key screens use it with their own rows.
 */
export function KeyListCard<K extends ApiKey>({
  titleId,
  title,
  keys,
  empty,
  listLabel,
  children,
}: KeyListCardProps<K>) {
  return (
    <Card as="section" aria-labelledby={titleId} aria-busy={keys.isPending || undefined}>
      <CardHeader id={titleId} title={title} />
      <QueryState
        query={keys}
        loading="Loading keys…"
        skeletons={2}
        error="Your keys could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={<p className="muted">{empty}</p>}
      >
        {(list) => (
          <ul className="key-list" aria-label={listLabel}>
            {list.map((key) => (
              <Fragment key={key.id}>{children(key)}</Fragment>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

interface KeyItemProps {
  apiKey: ApiKey;
  /** Badges shown between the name and the Active / Inactive one. */
  badges?: ReactNode;
  /** A button at the end of the head row. */
  action?: ReactNode;
  /** What follows the head row: description, key ID, usage. */
  children: ReactNode;
}

/** One key of a `KeyListCard`: its name as a heading, whether it is active, then the details. */
export function KeyItem({ apiKey, badges, action, children }: KeyItemProps) {
  return (
    <li className="key-item">
      <div className="key-item-head">
        <h3 className="key-name">{apiKey.name}</h3>
        {badges}
        <Badge color={apiKey.isActive ? 'tertiary' : 'neutral'}>
          {apiKey.isActive ? 'Active' : 'Inactive'}
        </Badge>
        {action}
      </div>
      {children}
    </li>
  );
}
