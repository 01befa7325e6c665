import type { ConversationSession, Project } from '@charter/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { getProject } from '../api/get-project';
import { getUserSessions } from '../api/get-user-sessions';
import { takeNewChatFlag } from '../utils/new-chat-flag';
import { findSessionForProject, pickSessionToRestore } from '../utils/sessions';

export type RecoverNotice =
  | { kind: 'project-not-found' }
  | { kind: 'conversation-not-found'; project: Project };

interface Options {
  userId: string | undefined;
  restore: (session: ConversationSession) => void;
  /** A recovered project: its primer and its page link are shown with the conversation. */
  onProject: (project: Project) => void;
}

/**
 * What the screen opens with: `?new=true` or the stored new-chat flag → a fresh chat and
 * the URL reset; `?recover=<projectId>` → the conversation saved with that project; otherwise the latest
 * session with more than one message. Runs once per mount.
 */
export function useSessionRestore({ userId, restore, onProject }: Options) {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [loading, setLoading] = useState(true);
  const [notice, setNotice] = useState<RecoverNotice | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || userId === undefined) return;
    started.current = true;

    const flagged = takeNewChatFlag();
    if (searchParams.get('new') === 'true' || flagged) {
      if (searchParams.has('new')) {
        const rest = new URLSearchParams(searchParams);
        rest.delete('new');
        const search = rest.toString();
        // Replace, so Back does not land on ?new=true and wipe the conversation again.
        navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
      }
      setLoading(false);
      return;
    }

    const restored = (session: ConversationSession) => {
      restore(session);
      toast({
        title: 'Conversation restored',
        description: `${session.messages.length} messages are back where you left them.`,
        tone: 'success',
      });
    };

    const recoverId = searchParams.get('recover');
    const open = async () => {
      if (recoverId) {
        let project: Project;
        try {
          project = await getProject(recoverId);
        } catch {
          setNotice({ kind: 'project-not-found' });
          return;
        }
        onProject(project);
        const sessions = await getUserSessions(userId).catch(() => []);
        const session = findSessionForProject(sessions, project);
        if (session) restored(session);
        else setNotice({ kind: 'conversation-not-found', project });
        return;
      }
      // A failed list simply means a fresh conversation: nothing is lost by starting one.
      const sessions = await getUserSessions(userId).catch(() => []);
      const session = pickSessionToRestore(sessions);
      if (session) restored(session);
    };
    void open().finally(() => setLoading(false));
  }, [userId, searchParams, navigate, location.pathname, restore, onProject, toast]);

  return { loading, notice };
}
