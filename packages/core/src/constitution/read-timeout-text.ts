import type { TextFact } from './read-dependency-text';
import { NUMBER_SOURCE, toEvidence, toMilliseconds, UNIT_SOURCE } from './read-quantities';

export interface TimeoutText {
  /** The longest outbound HTTP timeout the text sets (ms); 0 means "no timeout" (as axios reads it). */
  timeoutMs: TextFact<number> | null;
  /** The text adds or keeps an HTTP call with no timeout. */
  missing: TextFact<true> | null;
}

const TIMEOUT = 'time[\\s-]?outs?\\b';
const DURATION = `${NUMBER_SOURCE}\\s*-?\\s*${UNIT_SOURCE}\\b`;

// Timeouts that are not an outbound HTTP call's: a test runner's, a session's, a lock's, a job's.
const NOT_HTTP_QUALIFIERS = new Set([
  'test',
  'tests',
  'testing',
  'jest',
  'vitest',
  'mocha',
  'playwright',
  'cypress',
  'e2e',
  'spec',
  'session',
  'idle',
  'inactivity',
  'cache',
  'lock',
  'cookie',
  'token',
  'jwt',
  'build',
  'ci',
  'job',
  'sleep',
  'debounce',
  'animation',
  'screen',
  'query',
  'db',
  'database',
  'transaction',
  'statement',
  'login',
  'otp',
]);

// "a 5 s timeout", "a 30-second request timeout", "set a 1 minute timeout".
const BEFORE_RE = new RegExp(`${DURATION}[\\s-]*(?:([a-z0-9]+)\\s+)?${TIMEOUT}`, 'g');
// "timeout: 2.5s", "raise the timeout to 30 seconds", "timeout from 10 s to 30 s", "timeout=25000".
// A number without a unit counts only when nothing follows it that makes it a count ("timeout 3 times").
const AFTER_RE = new RegExp(
  `(?:\\b([a-z0-9]+)[\\s-]+)?${TIMEOUT}(?:\\s+(?:value|limit|setting|duration|period|option))?` +
    `(?:\\s*(?:of|to|at|is|was|=|:|->|after|set\\s+to|raised\\s+to|increased\\s+to|up\\s+to|about|around|roughly|~|from\\s+${NUMBER_SOURCE}\\s*(?:${UNIT_SOURCE}\\b)?\\s+to)){0,3}` +
    `\\s*${NUMBER_SOURCE}(?:\\s*${UNIT_SOURCE}\\b|(?=\\s*(?:$|[,;)\\n]|\\.(?!\\d)|and\\b|or\\b|on\\b|for\\b|in\\b|with\\b)))`,
  'g',
);
// Without the word timeout, only a duration an HTTP call is said to take or wait counts.
const CALL_TAKES_RE = new RegExp(
  `\\b(?:api|http|https|fetch|request|requests|call|calls|response|responses|endpoint|server|upstream|service)\\s+` +
    `(?:can\\s+|may\\s+|will\\s+|would\\s+|could\\s+|might\\s+)?(?:takes?|taking|took|waits?|waiting|hangs?|hanging|blocks?|lasts?)\\s+` +
    `(?:for\\s+)?(?:up\\s+to\\s+|about\\s+|around\\s+|over\\s+|as\\s+long\\s+as\\s+)?${DURATION}`,
  'g',
);
const WAIT_FOR_CALL_RE = new RegExp(
  `\\bwait(?:s|ing)?\\s+(?:up\\s+to\\s+)?${DURATION}\\s+for\\s+(?:the\\s+|a\\s+|an\\s+)?(?:api|response|server|request|upstream|endpoint|service)`,
  'g',
);
const MISSING_RE = new RegExp(
  [
    `\\bwithout\\s+(?:a\\s+|any\\s+)?(?:explicit\\s+)?${TIMEOUT}`,
    `\\bno\\s+(?:explicit\\s+)?${TIMEOUT}(?!\\s*(?:errors?|issues?|problems?|exceptions?|longer|greater|higher|over|above|more|beyond))`,
    `\\b(?:remove|removes|removing|drop|drops|dropping|disable|disables|disabling)\\s+(?:the\\s+|its\\s+|all\\s+)?(?:[a-z]+\\s+)?${TIMEOUT}`,
    `\\b(?:infinite|unlimited|unbounded)\\s+${TIMEOUT}`,
    `\\bwait(?:s|ing)?\\s+(?:forever|indefinitely)`,
  ].join('|'),
);
// "Add a timeout", "with a 5 s timeout" or AbortSignal.timeout: the text is the fix, not the omission.
const FIX_RE =
  /\b(?:add|adds|adding|set|sets|setting|with)\s+(?:a|an)\s+(?:[a-z0-9.]+\s+){0,2}time[\s-]?out\b|abortsignal\.timeout/;
/** Text that is about an outbound call ("pull request" is not a request to a server). */
const HTTP_TEXT_RE =
  /\b(?:apis?|https?|fetch|fetches|fetching|axios|undici|(?<!pull\s)requests?|endpoints?|webhooks?|graphql|upstream|outbound|(?:third-party|external|remote)\s+services?|network\s+calls?|http\s+client)\b/;
/** Decision types such as `api_call`, `http_client` or `external_integration`. */
const HTTP_TYPE_RE = /(?<![a-z])api|http|fetch|request|network|integration|endpoint|timeout|webhook/;
const TEST_TOPIC_RE = /test|spec|e2e|sleep|build|\bci\b|cron|job/;

function isHttpQualifier(word: string | undefined): boolean {
  return word === undefined || !NOT_HTTP_QUALIFIERS.has(word);
}

/**
 * The HTTP timeout a text sets, or that it leaves one out. `decisionType` is lower-case.
 * @example readTimeoutText('raise the timeout to 30 seconds', 'api_call').timeoutMs?.value; // 30000
 */
export function readTimeoutText(text: string, decisionType: string): TimeoutText {
  const httpContext = HTTP_TYPE_RE.test(decisionType) || HTTP_TEXT_RE.test(text);
  // A test or a sleep that mentions a timeout, with no API in sight, is not about an HTTP call.
  const testTopic = TEST_TOPIC_RE.test(decisionType) && !httpContext;
  let best: TextFact<number> | null = null;
  const consider = (ms: number, quote: string) => {
    if (best === null || ms > best.value) best = { value: ms, evidence: toEvidence(quote) };
  };
  if (!testTopic) {
    for (const m of text.matchAll(BEFORE_RE)) {
      if (isHttpQualifier(m[3])) consider(toMilliseconds(Number(m[1]), m[2]), m[0]);
    }
    for (const m of text.matchAll(AFTER_RE)) {
      // Groups: 1 qualifier, 2–3 the "from" value, 4 the value, 5 its unit.
      if (isHttpQualifier(m[1])) consider(toMilliseconds(Number(m[4]), m[5]), m[0]);
    }
  }
  for (const m of text.matchAll(CALL_TAKES_RE)) consider(toMilliseconds(Number(m[1]), m[2]), m[0]);
  for (const m of text.matchAll(WAIT_FOR_CALL_RE)) consider(toMilliseconds(Number(m[1]), m[2]), m[0]);

  const missingMatch = httpContext && !FIX_RE.test(text) ? MISSING_RE.exec(text) : null;
  return {
    timeoutMs: best,
    missing: missingMatch === null ? null : { value: true, evidence: toEvidence(missingMatch[0]) },
  };
}
