import type { ApiKey } from '@charter/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Alert } from './alert';
import { Badge } from './badge';
import { Button } from './button';
import { Card, CardHeader } from './card';
import { Skeleton } from './skeleton';

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
      {keys.isPending ? (
        <div>
          <p className="visually-hidden" role="status">
            Loading keys…
          </p>
          <Skeleton />
          <Skeleton className="skeleton-short" />
        </div>
      ) : keys.isError ? (
        <div className="grid-error">
          <Alert>Your keys could not be loaded.</Alert>
          <Button variant="secondary" onClick={() => void keys.refetch()}>
            Retry
          </Button>
        </div>
      ) : keys.data.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="key-list" aria-label={listLabel}>
          {keys.data.map((key) => (
            <Fragment key={key.id}>{children(key)}</Fragment>
          ))}
        </ul>
      )}
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
