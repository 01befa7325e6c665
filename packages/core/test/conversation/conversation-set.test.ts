import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  analyzeCompletionConfidence,
  type ExtractedElements,
  isJunkSentence,
  type RoleMessage,
  type SocraticReply,
  toConfidenceLabel,
  toConversationDepth,
  toReadiness,
  toSocraticReply,
} from '../../src/conversation/index';

/**
 * The interviewer's conversation set: scripted conversations in `conversation-set/*.json`, each
 * turn with the extraction a careful reader expects after it. Expectations are cumulative: a field a turn
 * does not mention keeps the previous turn's expectation. Strings are matched as case-insensitive
 * substrings ('' means still empty), `projectName` exactly, `features` exactly as whole phrases, and
 * `constraints` one substring per constraint, in order. Every turn also checks the invariants: no reply
 * repeated, no doubled frame, depth from new information only, one readiness figure, label from number.
 */

type Expectation = Partial<Omit<ExtractedElements, 'constraints' | 'features'>> & {
  features?: string[];
  constraints?: string[];
};
interface Turn {
  user: string;
  /** The turn is junk: nothing may change. */
  junk?: boolean;
  expect: Expectation;
}
interface Conversation {
  title: string;
  style: string;
  turns: Turn[];
}

const folder = join(import.meta.dirname, 'conversation-set');
const conversations = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file, ...(JSON.parse(readFileSync(join(folder, file), 'utf8')) as Conversation) }));

const EMPTY: Required<Expectation> = {
  projectName: '',
  problem: '',
  users: '',
  projectType: '',
  features: [],
  constraints: [],
  businessModel: '',
  timeline: '',
};

const toTranscript = (messages: readonly RoleMessage[]) =>
  messages.map((m) => `${m.role === 'user' ? 'User' : 'Charter'}: ${m.content}`).join('\n');

// A quote that repeats its frame: 'the problem, “The problem is …”', 'your users, “Users are …”'.
const DOUBLED_FRAME =
  /\b(?:problem|users|business model|timeline|name)\b[^“]{0,12}“\s*(?:the |my |our )?(?:problem|users?|business model|timeline|name)\b/i;

function expectExtraction(actual: ExtractedElements, expected: Required<Expectation>, where: string) {
  expect(actual.projectName, `${where}: projectName`).toBe(expected.projectName);
  for (const key of ['problem', 'users', 'projectType', 'businessModel', 'timeline'] as const) {
    if (expected[key] === '') expect(actual[key], `${where}: ${key}`).toBe('');
    else expect(actual[key].toLowerCase(), `${where}: ${key}`).toContain(expected[key].toLowerCase());
  }
  expect(actual.features, `${where}: features`).toEqual(expected.features);
  expect(actual.constraints, `${where}: constraints`).toHaveLength(expected.constraints.length);
  for (const [index, part] of expected.constraints.entries()) {
    expect(actual.constraints[index]?.toLowerCase(), `${where}: constraint ${index}`).toContain(
      part.toLowerCase(),
    );
  }
  if (actual.timeline !== '') {
    for (const constraint of actual.constraints) {
      expect(constraint, `${where}: the timeline is not a constraint`).not.toContain(actual.timeline);
    }
  }
}

describe('the interviewer’s conversation set', () => {
  it('holds at least 12 conversations in different styles, one of nine turns about TrailMate', () => {
    expect(conversations.length).toBeGreaterThanOrEqual(12);
    expect(new Set(conversations.map((c) => c.style)).size).toBeGreaterThanOrEqual(10);
    expect(conversations.find((c) => c.title.startsWith('TrailMate'))?.turns).toHaveLength(9);
  });

  describe.each(conversations)('$file: $title', ({ turns }) => {
    const history: RoleMessage[] = [];
    const replies: SocraticReply[] = [];
    const expectations: Array<Required<Expectation>> = [];
    let expected = EMPTY;
    for (const turn of turns) {
      const reply = toSocraticReply({ message: turn.user, conversationHistory: [...history] });
      history.push({ role: 'user', content: turn.user }, { role: 'charter', content: reply.response });
      replies.push(reply);
      expected = { ...expected, ...turn.expect };
      expectations.push(expected);
    }

    it.each(turns.map((turn, index) => ({ index, turn })))('turn $index: extraction', ({ index }) => {
      expectExtraction(replies[index]!.extractedElements, expectations[index]!, `turn ${index}`);
    });

    it('never repeats a reply and never doubles a frame', () => {
      const responses = replies.map((reply) => reply.response);
      expect(new Set(responses).size).toBe(responses.length);
      for (const response of responses) expect(response).not.toMatch(DOUBLED_FRAME);
    });

    it('depth grows with new information only, never backwards', () => {
      let previous = 0;
      let previousElements: ExtractedElements | undefined;
      turns.forEach((turn, index) => {
        const reply = replies[index]!;
        expect(reply.conversationDepth).toBe(toConversationDepth(reply.extractedElements));
        expect(reply.conversationDepth).toBeGreaterThanOrEqual(previous);
        if (
          previousElements !== undefined &&
          JSON.stringify(previousElements) === JSON.stringify(reply.extractedElements)
        ) {
          expect(reply.conversationDepth, `turn ${index} added nothing`).toBe(previous);
        }
        if (turn.junk) {
          expect(turn.user.split(/(?<=[.!?])\s+/).every(isJunkSentence), `turn ${index} reads as junk`).toBe(
            true,
          );
          if (previousElements !== undefined) expect(reply.extractedElements).toEqual(previousElements);
          expect(reply.conversationDepth).toBe(previous);
        }
        previous = reply.conversationDepth;
        previousElements = reply.extractedElements;
      });
    });

    it('one readiness figure: the analysis call, the context and the label agree with the extraction', () => {
      turns.forEach((_turn, index) => {
        const reply = replies[index]!;
        const readiness = toReadiness(reply.extractedElements);
        const analysis = analyzeCompletionConfidence(toTranscript(history.slice(0, 2 * index + 2)), '');
        expect(analysis.confidence, `turn ${index}`).toBe(readiness.confidence);
        expect(analysis.label).toBe(toConfidenceLabel(analysis.confidence));
        expect(reply.projectContext.confidenceLevel).toBe(readiness.confidence);
      });
    });
  });
});
