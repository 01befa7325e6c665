/** What the summary reads of a memory session and what it recorded (the server's store records fit). */
export interface SessionSummaryInput {
  session: { agentType: string };
  events: readonly { kind: 'interaction' | 'context' }[];
  decisions: readonly { title: string; choice: string }[];
  durationMs: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function toDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 120) return plural(minutes, 'minute', 'minutes');
  return `${Math.round(minutes / 6) / 10} hours`;
}

export interface SessionSummary {
  memoriesCreated: number;
  counts: { interactions: number; contexts: number; decisions: number };
  summary: string;
}

/**
 * One paragraph from what the session really recorded: its counts, then each decision's title and choice.
 * @example toSessionSummary({ session, events: [], decisions: [], durationMs: 0 }).summary
 * // 'A session of under a minute (console): nothing was recorded.'
 */
export function toSessionSummary(input: SessionSummaryInput): SessionSummary {
  const interactions = input.events.filter((event) => event.kind === 'interaction').length;
  const contexts = input.events.filter((event) => event.kind === 'context').length;
  const decisions = input.decisions.length;
  const memoriesCreated = interactions + contexts + decisions;
  const opening = `A session of ${toDuration(input.durationMs)} (${input.session.agentType})`;
  let summary: string;
  if (memoriesCreated === 0) summary = `${opening}: nothing was recorded.`;
  else {
    summary = `${opening}: ${plural(interactions, 'interaction', 'interactions')}, ${plural(contexts, 'context capture', 'context captures')} and ${plural(decisions, 'decision', 'decisions')} recorded.`;
    if (decisions > 0) {
      const list = input.decisions.map((d) =>
        d.title ? `“${d.title}” (chose ${d.choice})` : `chose ${d.choice}`,
      );
      summary += ` Decisions: ${list.join('; ')}.`;
    } else summary += ' No decisions were recorded.';
  }
  return { memoriesCreated, counts: { interactions, contexts, decisions }, summary };
}
