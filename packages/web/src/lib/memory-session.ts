import { type Interaction, MAX_INTERACTIONS_PER_CALL } from '@charter/core';
import { apiClient } from './api-client';
import { api } from './api-routes';

/**
 * The console's memory session: one per page load of a signed-in user. Clicks and form
 * submissions are queued and sent in batches; on `pagehide` what is left goes out with the end of the
 * session in one `navigator.sendBeacon` (JSON Blobs, which survive the page closing where fetch may not).
 *
 * What is logged is what the user acted on (the control's accessible text, the page path), never what
 * they typed: field values stay out of the log.
 */

/** Flush when this many interactions are waiting, or after `FLUSH_INTERVAL_MS`. */
export const FLUSH_BATCH_SIZE = 20;
export const FLUSH_INTERVAL_MS = 5_000;
const MAX_CONTENT = 200;

type Beacon = (url: string, data: Blob) => boolean;

export interface MemoryRecorderOptions {
  now?: () => number;
  /** `navigator.sendBeacon` when the browser has it; tests pass their own. */
  beacon?: Beacon | undefined;
}

export class MemoryRecorder {
  private sessionId: string | undefined;
  private readonly queue: Interaction[] = [];
  private readonly startedAt: number;
  private readonly now: () => number;
  private readonly beacon: Beacon | undefined;
  private ended = false;
  private sending: Promise<void> = Promise.resolve();

  constructor({ now = Date.now, beacon = defaultBeacon() }: MemoryRecorderOptions = {}) {
    this.now = now;
    this.beacon = beacon;
    this.startedAt = now();
  }

  /** Starts the session on the server; interactions logged before it answers wait in the queue. */
  async start(): Promise<string | undefined> {
    try {
      const answer = await apiClient(api.memory.startSession, { body: { agentType: 'console' } });
      this.sessionId = answer.sessionId;
      if (this.ended) this.endWithBeacon();
      else if (this.queue.length >= FLUSH_BATCH_SIZE) void this.flush();
    } catch {
      // Memory is an aid, not a gate: a console without a session works the same, it just is not recorded.
    }
    return this.sessionId;
  }

  get id(): string | undefined {
    return this.sessionId;
  }

  get pending(): number {
    return this.queue.length;
  }

  log(type: string, content: string, metadata?: Record<string, unknown>): void {
    if (this.ended) return;
    this.queue.push({
      timestamp: new Date(this.now()).toISOString(),
      type,
      content: content.slice(0, MAX_CONTENT),
      ...(metadata ? { metadata } : {}),
    });
    if (this.queue.length >= FLUSH_BATCH_SIZE) void this.flush();
  }

  /** Sends what is queued (in order, one batch at a time). Failed batches are dropped, not retried forever. */
  flush(): Promise<void> {
    this.sending = this.sending.then(async () => {
      const sessionId = this.sessionId;
      if (!sessionId) return;
      while (this.queue.length > 0) {
        const interactions = this.queue.splice(0, MAX_INTERACTIONS_PER_CALL);
        try {
          await apiClient(api.memory.logInteraction, { body: { sessionId, interactions } });
        } catch {
          return;
        }
      }
    });
    return this.sending;
  }

  /** The page is going away: the rest of the queue and the end of the session go by beacon. */
  endWithBeacon(): void {
    this.ended = true;
    const sessionId = this.sessionId;
    if (!sessionId || !this.beacon) return;
    // One beacon, not a log call and an end call: two beacons may arrive in either order, and an ended
    // session refuses what comes after.
    const interactions = this.queue.splice(0, MAX_INTERACTIONS_PER_CALL);
    this.beacon(
      api.memory.endSession.path,
      toJsonBlob({
        sessionId,
        duration: Math.max(0, Math.round(this.now() - this.startedAt)),
        ...(interactions.length > 0 ? { interactions } : {}),
      }),
    );
    this.sessionId = undefined;
  }
}

function toJsonBlob(body: unknown): Blob {
  // The server's JSON routes refuse text/plain, which is what a beacon of a plain string would be.
  return new Blob([JSON.stringify(body)], { type: 'application/json' });
}

function defaultBeacon(): Beacon | undefined {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return undefined;
  return (url, data) => navigator.sendBeacon(url, data);
}

/** What a click was on: the nearest button, link or labelled control, by its accessible text. */
export function describeClickTarget(target: EventTarget | null): { content: string; element: string } | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(
    'button, a, [role="button"], [role="tab"], [role="link"], summary, label, input',
  );
  if (!control) return null;
  const name =
    control.getAttribute('aria-label') ??
    (control instanceof HTMLInputElement
      ? (control.labels?.[0]?.textContent ?? control.name)
      : control.textContent) ??
    '';
  return { content: name.replace(/\s+/g, ' ').trim(), element: control.tagName.toLowerCase() };
}

/** A submitted form by its accessible name, else its id or name; never its values. */
export function describeForm(target: EventTarget | null): string {
  if (!(target instanceof HTMLFormElement)) return '';
  const labelledBy = target.getAttribute('aria-labelledby');
  const labelled = labelledBy ? document.getElementById(labelledBy)?.textContent : undefined;
  return (target.getAttribute('aria-label') ?? labelled ?? target.id ?? target.name ?? '').trim();
}
