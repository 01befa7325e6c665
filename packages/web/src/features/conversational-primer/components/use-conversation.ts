import {
  type ConversationMessage,
  type ConversationSession,
  EMPTY_EXTRACTED_ELEMENTS,
  EMPTY_PROJECT_CONTEXT,
  type ExtractedElements,
  MAX_HISTORY_MESSAGES,
  MAX_SESSION_MESSAGES,
  type ProjectContext,
  toConfidenceLabel,
  type UploadedDocument,
} from '@charter/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { analyzeCompletionConfidence } from '../api/analyze-confidence';
import { saveConversationSession } from '../api/save-session';
import { sendSocraticMessage } from '../api/socratic-conversation';
import {
  type ConfidenceView,
  INITIAL_CONFIDENCE,
  toLocalConfidence,
  toLocalTurn,
} from '../utils/local-fallback';
import { clearNewChatFlag } from '../utils/new-chat-flag';
import { toConversationTitle } from '../utils/project-payload';
import { createSessionId } from '../utils/sessions';
import { toConversationText, toHistory } from '../utils/transcript';

/** The session is saved 50–100 ms after each message; one timer, restarted per message. */
export const SAVE_DELAY_MS = 75;

export const GREETING =
  'Hi, I’m Charter. Tell me about the project you want to build: what problem does it solve, and for whom?';

/** A thread message; `note` is the server's remark on where the reply came from, `local` a canned reply. */
export type ThreadMessage = ConversationMessage & { note?: string; local?: boolean };

export const EMPTY_ELEMENTS: ExtractedElements = EMPTY_EXTRACTED_ELEMENTS;

export interface ConversationState {
  sessionId: string;
  messages: ThreadMessage[];
  extractedElements: ExtractedElements;
  projectContext: Partial<ProjectContext> | undefined;
  conversationDepth: number;
  projectTitle: string;
  confidence: ConfidenceView;
  /** The primer generated from this conversation; saved with the session so a reload keeps it. */
  primer: string | null;
}

function createState(now: Date): ConversationState {
  return {
    sessionId: createSessionId(),
    messages: [{ role: 'charter', content: GREETING, timestamp: now.toISOString() }],
    extractedElements: EMPTY_ELEMENTS,
    projectContext: undefined,
    conversationDepth: 0,
    projectTitle: '',
    confidence: INITIAL_CONFIDENCE,
    primer: null,
  };
}

/** A saved session as screen state; partial early saves are completed with blanks. */
export function fromSession(session: ConversationSession): ConversationState {
  return {
    sessionId: session.sessionId,
    messages: session.messages,
    extractedElements: { ...EMPTY_ELEMENTS, ...session.extractedElements },
    projectContext: session.projectContext,
    conversationDepth: session.conversationDepth,
    projectTitle: session.projectTitle,
    confidence: INITIAL_CONFIDENCE,
    primer: session.primer ? session.primer : null,
  };
}

async function toConfidence(
  messages: readonly ConversationMessage[],
  title: string,
): Promise<ConfidenceView> {
  if (!messages.some((message) => message.role === 'user')) return INITIAL_CONFIDENCE;
  try {
    const answer = await analyzeCompletionConfidence(toConversationText(messages), title);
    // The label always comes from the number, through core's one mapping.
    return { ...answer, label: toConfidenceLabel(answer.confidence), estimated: false };
  } catch {
    // A failed analysis falls back to the local heuristic, without a message.
    return toLocalConfidence(messages, title);
  }
}

/**
 * The conversation: messages, what the interviewer captured, depth, confidence, attached files, and the
 * auto-save. State lives in a ref as well as in React state so async work (a reply arriving, a save timer
 * firing) always reads the latest conversation, and a reply that lands after Start New is dropped.
 */
export function useConversation() {
  const toast = useToast();
  const [state, setState] = useState(() => createState(new Date()));
  const stateRef = useRef(state);
  const [files, setFiles] = useState<UploadedDocument[]>([]);
  const filesRef = useRef(files);
  filesRef.current = files;
  const [sending, setSending] = useState(false);
  // A ref as well: two quick Enters must not send twice before React re-renders.
  const sendingRef = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failedSaves = useRef(0);

  const update = useCallback((change: (current: ConversationState) => ConversationState) => {
    stateRef.current = change(stateRef.current);
    setState(stateRef.current);
  }, []);

  const save = useCallback(async () => {
    const current = stateRef.current;
    if (current.messages.length < 2) return;
    try {
      await saveConversationSession({
        sessionId: current.sessionId,
        // A session holds at most 500 messages: a very long conversation keeps its latest ones.
        messages: current.messages
          .slice(-MAX_SESSION_MESSAGES)
          .map(({ role, content, timestamp }) => ({ role, content, timestamp })),
        extractedElements: current.extractedElements,
        projectContext: current.projectContext ?? {},
        conversationDepth: current.conversationDepth,
        projectTitle: current.projectTitle.trim(),
        ...(current.primer ? { primer: current.primer } : {}),
      });
      failedSaves.current = 0;
      // This conversation is now the one to restore: a pending Start New flag has done its job.
      clearNewChatFlag();
    } catch {
      failedSaves.current += 1;
      // One failure may be a blip; a second in a row means the conversation is not being kept.
      if (failedSaves.current === 1) {
        toast({
          title: 'Save Warning',
          description: 'Your conversation may not be saved. Refresh the page if this continues.',
          tone: 'error',
        });
      } else {
        toast({
          title: 'Save Error',
          description: 'Unable to save your conversation. Please refresh the page.',
          tone: 'error',
        });
      }
    }
  }, [toast]);

  const scheduleSave = useCallback(() => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
  }, [save]);

  useEffect(() => () => clearTimeout(saveTimer.current), []);

  const refreshConfidence = useCallback(
    async (messages: readonly ConversationMessage[]) => {
      const sessionId = stateRef.current.sessionId;
      const confidence = await toConfidence(messages, toConversationTitle(stateRef.current));
      update((current) => (current.sessionId === sessionId ? { ...current, confidence } : current));
    },
    [update],
  );

  /** Sends one message; resolves false when there was nothing to send (blank) or a reply is pending. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (message === '' || sendingRef.current) return false;
      sendingRef.current = true;
      const before = stateRef.current;
      const userMessage: ThreadMessage = {
        role: 'user',
        content: message,
        timestamp: new Date().toISOString(),
      };
      const withUser = [...before.messages, userMessage];
      update((current) => ({ ...current, messages: withUser }));
      scheduleSave();
      setSending(true);

      let reply: ThreadMessage;
      let patch: Partial<ConversationState>;
      try {
        const answer = await sendSocraticMessage({
          message,
          conversationHistory: toHistory(before.messages.slice(-MAX_HISTORY_MESSAGES)),
          projectContext: { ...EMPTY_PROJECT_CONTEXT, ...before.projectContext },
          uploadedFiles: filesRef.current.map(({ name, content }) => ({ name, content })),
        });
        reply = {
          role: 'charter',
          content: answer.response,
          timestamp: new Date().toISOString(),
          ...(answer.note ? { note: answer.note } : {}),
        };
        patch = {
          extractedElements: answer.extractedElements,
          projectContext: answer.projectContext,
          conversationDepth: answer.conversationDepth,
        };
      } catch {
        const local = toLocalTurn(withUser, message);
        reply = { role: 'charter', content: local.reply, timestamp: new Date().toISOString(), local: true };
        patch = { extractedElements: local.extractedElements, conversationDepth: local.conversationDepth };
        toast({
          title: 'Processing Error',
          description: 'Failed to process your message. Please try again.',
          tone: 'error',
        });
      }
      sendingRef.current = false;
      setSending(false);
      if (stateRef.current.sessionId !== before.sessionId) return true; // Start New while waiting.
      const messages = [...withUser, reply];
      update((current) => ({ ...current, ...patch, messages }));
      scheduleSave();
      await refreshConfidence(messages);
      return true;
    },
    [update, scheduleSave, toast, refreshConfidence],
  );

  /** Replaces the conversation with a saved one (restore, recover) and recomputes its confidence. */
  const restore = useCallback(
    (session: ConversationSession) => {
      clearTimeout(saveTimer.current);
      const next = fromSession(session);
      update(() => next);
      setFiles([]);
      void refreshConfidence(next.messages);
    },
    [update, refreshConfidence],
  );

  /** A blank conversation with a new session id; the old session stays saved. */
  const reset = useCallback(() => {
    clearTimeout(saveTimer.current);
    failedSaves.current = 0;
    update(() => createState(new Date()));
    setFiles([]);
    sendingRef.current = false;
    setSending(false);
  }, [update]);

  const setProjectTitle = useCallback(
    (projectTitle: string) => update((current) => ({ ...current, projectTitle })),
    [update],
  );

  /** Keeps a generated primer with the conversation and saves it at once. */
  const setPrimer = useCallback(
    (primer: string) => {
      update((current) => ({ ...current, primer }));
      scheduleSave();
    },
    [update, scheduleSave],
  );

  return {
    state,
    files,
    setFiles,
    sending,
    send,
    restore,
    reset,
    setProjectTitle,
    setPrimer,
    /** Saves soon (the title changed, say) when there is a conversation to save. */
    scheduleSave,
  };
}

export type Conversation = ReturnType<typeof useConversation>;
