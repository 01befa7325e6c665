import type { ConversationSession } from '@charter/core';
import { Link } from 'react-router';
import { LoadError, LoadingState } from '../../../components/ui/query-state';
import { toUserMessage } from '../../../lib/errors';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';

interface SessionsListProps {
  projectId: string;
  sessions: ConversationSession[] | undefined;
  isError: boolean;
  error: unknown;
  onRetry: () => void;
  /** Show at most this many (the overview's preview). */
  limit?: number;
}

/** The project's conversational-primer sessions, each reopening the conversation. */
export function SessionsList({ projectId, sessions, isError, error, onRetry, limit }: SessionsListProps) {
  if (isError) {
    return (
      <LoadError
        message={toUserMessage(error, 'The conversation sessions could not be loaded.')}
        onRetry={onRetry}
      />
    );
  }
  if (!sessions) {
    return <LoadingState label="Loading sessions..." />;
  }
  if (sessions.length === 0) {
    return (
      <p className="muted">
        No conversation sessions for this project. Sessions saved in the{' '}
        <Link to="/chat-primer">conversational primer</Link> under this project's name appear here.
      </p>
    );
  }
  const shown = limit === undefined ? sessions : sessions.slice(0, limit);
  const recover = `/chat-primer?recover=${encodeURIComponent(projectId)}`;
  return (
    <ul className="today-list" aria-label="Conversation sessions">
      {shown.map((session) => (
        <li key={session.sessionId} className="today-row">
          <div>
            <p className="today-title">{session.projectTitle || 'Untitled conversation'}</p>
            <p className="today-text">
              {session.messages.length} {session.messages.length === 1 ? 'message' : 'messages'} · depth{' '}
              {session.conversationDepth}/10 · saved{' '}
              <time dateTime={session.updatedAt} title={toFullDate(session.updatedAt)}>
                {toRelativeTime(session.updatedAt)}
              </time>
            </p>
          </div>
          <Link className="today-link" to={recover}>
            Open Conversation
          </Link>
        </li>
      ))}
    </ul>
  );
}
