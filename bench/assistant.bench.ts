// The assistant and the widget, each against a baseline measured in the same run:
// - one assistant reply in process (read the message with core's decision readers, evaluate, compose the
//   cards) against one `evaluateDecision` of the same decision: what the chat layer adds to a verdict;
// - the widget's single script, gzipped, against the 20 KB budget and against a minimal Preact + r2wc
//   custom element built with the same tsup settings (printed as ratios before the timings).
import {
  answerAssistantMessage,
  BEST_PRACTICES,
  createDefaultConstitution,
  evaluateDecision,
  readAssistantMessage,
} from '@charter/core';
import { bench, describe } from 'vitest';
import { WIDGET_BUDGET_BYTES as BUDGET, measureScript } from '../packages/widget/bench/measure-size';

const widget = (await measureScript('src/index.ts')).gzipBytes;
const minimal = (await measureScript('bench/minimal-element.tsx')).gzipBytes;
console.log(
  `widget size: ${(widget / 1024).toFixed(1)} KB gzip = ${((widget / BUDGET) * 100).toFixed(0)}% of the 20 KB budget; ` +
    `${(widget / minimal).toFixed(2)}× a minimal Preact + r2wc element (${(minimal / 1024).toFixed(1)} KB gzip)`,
);

const now = new Date('2026-03-01T12:00:00.000Z');
const constitution = createDefaultConstitution('standard');
const QUESTION = 'Can I add chart.js? We have 50 dependencies';
const decision = readAssistantMessage(QUESTION).decision!;

describe('assistant reply vs one evaluateDecision (same decision)', () => {
  bench('baseline: evaluateDecision', () => {
    evaluateDecision(decision, constitution, { decisionId: 'dec_bench', now });
  });
  bench('answerAssistantMessage (read + evaluate + cards)', () => {
    answerAssistantMessage(QUESTION, {
      constitution,
      practices: BEST_PRACTICES,
      decisionId: 'dec_bench',
      now,
    });
  });
});
