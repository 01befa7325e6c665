/**
 * The stored new-chat flag: set by Start New, or by any screen that links here wanting a
 * blank conversation, so the next open starts fresh instead of restoring the latest session. Opening the
 * screen consumes it.
 */
export const NEW_CHAT_FLAG_KEY = 'charter.conversational-primer.new-chat';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the flag is then simply absent.
    return undefined;
  }
}

export function setNewChatFlag(): void {
  storage()?.setItem(NEW_CHAT_FLAG_KEY, 'true');
}

/** Reads and clears the flag. */
export function takeNewChatFlag(): boolean {
  const store = storage();
  const set = store?.getItem(NEW_CHAT_FLAG_KEY) === 'true';
  store?.removeItem(NEW_CHAT_FLAG_KEY);
  return set;
}

export function clearNewChatFlag(): void {
  storage()?.removeItem(NEW_CHAT_FLAG_KEY);
}
