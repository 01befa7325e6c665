import type { ReactNode } from 'react';
import { toUserMessage } from '../../lib/errors';
import { Alert } from './alert';
import { Button } from './button';
import { Skeleton } from './skeleton';

/** What the states need of a TanStack query (a `UseQueryResult` fits). */
export interface StateQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

/** Placeholder cards in a grid, each holding the skeleton lines, instead of the lines alone. */
interface SkeletonCards {
  count: number;
  /** The card's own class, besides `card skeleton-card`: "project-card". */
  className: string;
  testId: string;
}

export interface LoadingStateProps {
  /** The role="status" text: "Loading projects…". */
  label: string;
  /**
   * Skeleton lines, the last one short when there are two or more. With none, the label itself is shown
   * (muted) instead of being said from behind the skeletons.
   */
  skeletons?: number;
  /** A title-sized skeleton line before the others. */
  title?: boolean;
  /** Repeat the lines in this many placeholder cards. */
  cards?: SkeletonCards;
  /** The wrapper's class: "card", "project-grid". */
  className?: string;
  /** Mark the wrapper itself busy (when no region around it is). */
  busy?: boolean;
}

function SkeletonLines({ lines, title }: { lines: number; title: boolean }) {
  return (
    <>
      {title ? <Skeleton className="skeleton-title" /> : null}
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={lines > 1 && i === lines - 1 ? 'skeleton-short' : undefined} />
      ))}
    </>
  );
}

/** A load in progress: a status for assistive tech, and skeletons (or the visible label) for the eye. */
export function LoadingState({
  label,
  skeletons = 0,
  title = false,
  cards,
  className,
  busy,
}: LoadingStateProps) {
  if (skeletons === 0 && !title) {
    return (
      <p role="status" className="muted">
        {label}
      </p>
    );
  }
  return (
    <div className={className} aria-busy={busy || undefined}>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {cards ? (
        Array.from({ length: cards.count }, (_, i) => (
          <div key={i} className={`card ${cards.className} skeleton-card`} data-testid={cards.testId}>
            <SkeletonLines lines={skeletons} title={title} />
          </div>
        ))
      ) : (
        <SkeletonLines lines={skeletons} title={title} />
      )}
    </div>
  );
}

/**
 * How a failure's sentence meets the server's own words (lib/errors `toUserMessage`): shown `instead` of it
 * when the server sent some, or `after` it; without this, the sentence alone.
 */
export type ServerMessage = 'instead' | 'after';

/** The sentence a failed load shows. */
export function failureMessage(sentence: string, error: unknown, serverMessage?: ServerMessage): string {
  if (serverMessage === 'instead') return toUserMessage(error, sentence);
  if (serverMessage === 'after') return `${sentence} ${toUserMessage(error, '')}`;
  return sentence;
}

export interface LoadErrorProps {
  /** "Your projects could not be loaded." */
  message: string;
  /** Load again: the query's `refetch`. */
  onRetry: () => void;
}

/** A failed load with Retry — never sample data in its place (DESIGN "No fake fallbacks"). */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div className="grid-error">
      <Alert>{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

interface QueryStateProps<T> {
  query: StateQuery<T>;
  /** The role="status" text while loading. */
  loading: string;
  /** Skeleton lines while loading; none shows the loading text instead (see `LoadingState`). */
  skeletons?: number;
  /** The sentence of a failed load. */
  error: string;
  /** Whether the server's message replaces or follows that sentence. */
  serverMessage?: ServerMessage;
  /** Whether the loaded data counts as empty, which shows `empty` instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The loaded data's view. */
  children: ReactNode | ((data: T) => ReactNode);
}

/** The one switch over a query: loading, the failure with Retry, empty, then the data. */
export function QueryState<T>({
  query,
  loading,
  skeletons,
  error,
  serverMessage,
  isEmpty,
  empty = null,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState label={loading} skeletons={skeletons} />;
  if (query.isError) {
    return (
      <LoadError
        message={failureMessage(error, query.error, serverMessage)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // Neither pending nor failed: TanStack has the data.
  const data = query.data as T;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{typeof children === 'function' ? children(data) : children}</>;
}
