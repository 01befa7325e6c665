// What the primer screens cost the server per call, next to a baseline every request already pays
// (serialising its own answer). Read the ratios vitest prints, not the absolute times.
import {
  analyzeContext,
  createDefaultConstitution,
  generatePrimer,
  toAgentFiles,
  toSocraticReply,
} from '@charter/core';
import { bench, describe } from 'vitest';
import { SAAS_FOUNDER } from '../packages/core/test/conversation/fixtures';
import { SPEC_WITH_HEADINGS } from '../packages/core/test/primer/contexts';
import { FULL_ANSWERS, NOW } from '../packages/core/test/primer/fixtures';

const constitution = createDefaultConstitution();
const primer = generatePrimer(FULL_ANSWERS, { constitution, now: NOW });
const primerJson = JSON.stringify(primer);

describe('primer from 16 answers', () => {
  bench('baseline: JSON.stringify of the generated primer answer', () => {
    JSON.stringify(primer);
  });
  bench('generatePrimer (document, metadata, compliance)', () => {
    generatePrimer(FULL_ANSWERS, { constitution, now: NOW });
  });
  bench('toAgentFiles (four agent files)', () => {
    toAgentFiles(primer.primer, { constitution });
  });
});

// A context the size the server accepts at most (50 000 characters): the spec repeated.
const bigContext = SPEC_WITH_HEADINGS.repeat(Math.ceil(50_000 / SPEC_WITH_HEADINGS.length)).slice(0, 50_000);

describe('smart analysis of a 50 000-character context', () => {
  bench('baseline: JSON.parse of a primer answer', () => {
    JSON.parse(primerJson);
  });
  bench('analyzeContext', () => {
    analyzeContext(bigContext);
  });
});

const history = SAAS_FOUNDER.slice(0, -1);
const lastMessage = SAAS_FOUNDER.at(-1)?.content ?? '';

describe(`socratic turn after ${history.length} messages`, () => {
  bench('baseline: JSON.parse of a primer answer', () => {
    JSON.parse(primerJson);
  });
  bench('toSocraticReply', () => {
    toSocraticReply({ message: lastMessage, conversationHistory: history });
  });
});
