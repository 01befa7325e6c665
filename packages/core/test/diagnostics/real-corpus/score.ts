// Scores the checker against the hand labels of the real-code corpus (see README.md). Shared by the vitest
// floor (real-corpus.test.ts) and `pnpm bench` (bench/real-corpus.bench.ts), which prints the numbers.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  ACCESSIBILITY_RULES,
  checkJsxAccessibility,
  createComponentResolver,
  findHandedProps,
  type HandedProps,
  isSvgFile,
  summarizeComponentModule,
  summarizeSvgAsset,
  toCallerProps,
} from '../../../src/diagnostics/accessibility';
import {
  type AxiosPassThroughs,
  checkHttpTimeouts,
  createHttpModuleResolver,
  createKeyDefaults,
  findConstructions,
  findHandedCalls,
  findPassThroughs,
  type HandedCall,
  isJsonModule,
  jsonModuleSource,
  type KeyDefaults,
  mergeConstructions,
  mergePassThroughs,
  PERFORMANCE_RULES,
  summarizeHttpModule,
} from '../../../src/diagnostics/performance';
import type { Finding, UndecidedCall } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';
import { handedInstancesOf } from './instance-handoffs';
// @ts-expect-error labels.mjs is plain data written by hand, typed by `Label` below
import { LABELS as RAW_LABELS } from './labels.mjs';
// @ts-expect-error labels-held-out.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_LABELS as RAW_HELD_OUT } from './labels-held-out.mjs';
// @ts-expect-error labels-held-out-2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_2_LABELS as RAW_HELD_OUT_2 } from './labels-held-out-2.mjs';
// @ts-expect-error labels-held-out-3-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_3_A11Y_LABELS as RAW_HELD_OUT_3_A11Y } from './labels-held-out-3-a11y.mjs';
// @ts-expect-error labels-held-out-3-http.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_3_HTTP_LABELS as RAW_HELD_OUT_3_HTTP } from './labels-held-out-3-http.mjs';
// @ts-expect-error labels-held-out-4-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_4_A11Y_LABELS as RAW_HELD_OUT_4_A11Y } from './labels-held-out-4-a11y.mjs';
// @ts-expect-error labels-held-out-4-http.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_4_HTTP_LABELS as RAW_HELD_OUT_4_HTTP } from './labels-held-out-4-http.mjs';
// @ts-expect-error labels-held-out-5-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_5_A11Y_LABELS as RAW_HELD_OUT_5_A11Y } from './labels-held-out-5-a11y.mjs';
// @ts-expect-error labels-held-out-5-http.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_5_HTTP_LABELS as RAW_HELD_OUT_5_HTTP } from './labels-held-out-5-http.mjs';
// @ts-expect-error labels-held-out-6-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_6_A11Y_LABELS as RAW_HELD_OUT_6_A11Y } from './labels-held-out-6-a11y.mjs';
// @ts-expect-error labels-held-out-6-http.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_6_HTTP_LABELS as RAW_HELD_OUT_6_HTTP } from './labels-held-out-6-http.mjs';
// @ts-expect-error labels-held-out-7-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_7_A11Y_LABELS as RAW_HELD_OUT_7_A11Y } from './labels-held-out-7-a11y.mjs';
// @ts-expect-error labels-held-out-7-a11y-more.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_7_A11Y_MORE_LABELS as RAW_HELD_OUT_7_A11Y_MORE } from './labels-held-out-7-a11y-more.mjs';
// @ts-expect-error labels-held-out-7-http.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_7_HTTP_LABELS as RAW_HELD_OUT_7_HTTP } from './labels-held-out-7-http.mjs';
// @ts-expect-error labels-held-out-8-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_8_A11Y_LABELS as RAW_HELD_OUT_8_A11Y } from './labels-held-out-8-a11y.mjs';
// @ts-expect-error labels-held-out-8-a11y-more.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_8_A11Y_MORE_LABELS as RAW_HELD_OUT_8_A11Y_MORE } from './labels-held-out-8-a11y-more.mjs';
// @ts-expect-error labels-held-out-8-http.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_8_HTTP_LABELS as RAW_HELD_OUT_8_HTTP } from './labels-held-out-8-http.mjs';
// @ts-expect-error labels-held-out-8-http-more.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_8_HTTP_MORE_LABELS as RAW_HELD_OUT_8_HTTP_MORE } from './labels-held-out-8-http-more.mjs';
// @ts-expect-error labels-held-out-9-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_9_A11Y_LABELS as RAW_HELD_OUT_9_A11Y } from './labels-held-out-9-a11y.mjs';
// @ts-expect-error labels-held-out-9-a11y-more.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_9_A11Y_MORE_LABELS as RAW_HELD_OUT_9_A11Y_MORE } from './labels-held-out-9-a11y-more.mjs';
// @ts-expect-error labels-held-out-9-http.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_9_HTTP_LABELS as RAW_HELD_OUT_9_HTTP } from './labels-held-out-9-http.mjs';
// @ts-expect-error labels-held-out-9-http-more.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_9_HTTP_MORE_LABELS as RAW_HELD_OUT_9_HTTP_MORE } from './labels-held-out-9-http-more.mjs';
// @ts-expect-error labels-held-out-10-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_10_A11Y_LABELS as RAW_HELD_OUT_10_A11Y } from './labels-held-out-10-a11y.mjs';
// @ts-expect-error labels-held-out-10-a11y-extra.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_10_A11Y_EXTRA_LABELS as RAW_HELD_OUT_10_A11Y_EXTRA } from './labels-held-out-10-a11y-extra.mjs';
// @ts-expect-error labels-held-out-10-a11y-more.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_10_A11Y_MORE_LABELS as RAW_HELD_OUT_10_A11Y_MORE } from './labels-held-out-10-a11y-more.mjs';
// @ts-expect-error labels-held-out-10-http.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_10_HTTP_LABELS as RAW_HELD_OUT_10_HTTP } from './labels-held-out-10-http.mjs';
// @ts-expect-error labels-held-out-10-http-more.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_10_HTTP_MORE_LABELS as RAW_HELD_OUT_10_HTTP_MORE } from './labels-held-out-10-http-more.mjs';
// @ts-expect-error labels-held-out-11-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_11_A11Y_LABELS as RAW_HELD_OUT_11_A11Y } from './labels-held-out-11-a11y.mjs';
// @ts-expect-error labels-held-out-11-a11y-extra.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_11_A11Y_EXTRA_LABELS as RAW_HELD_OUT_11_A11Y_EXTRA } from './labels-held-out-11-a11y-extra.mjs';
// @ts-expect-error labels-held-out-11-a11y-more.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_11_A11Y_MORE_LABELS as RAW_HELD_OUT_11_A11Y_MORE } from './labels-held-out-11-a11y-more.mjs';
// @ts-expect-error labels-held-out-11-http.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_11_HTTP_LABELS as RAW_HELD_OUT_11_HTTP } from './labels-held-out-11-http.mjs';
// @ts-expect-error labels-held-out-11-http-extra.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_11_HTTP_EXTRA_LABELS as RAW_HELD_OUT_11_HTTP_EXTRA } from './labels-held-out-11-http-extra.mjs';
// @ts-expect-error labels-held-out-11-http-more.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_11_HTTP_MORE_LABELS as RAW_HELD_OUT_11_HTTP_MORE } from './labels-held-out-11-http-more.mjs';
// @ts-expect-error labels-held-out-12-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_12_A11Y_LABELS as RAW_HELD_OUT_12_A11Y } from './labels-held-out-12-a11y.mjs';
// @ts-expect-error labels-held-out-12-a11y-extra.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_12_A11Y_EXTRA_LABELS as RAW_HELD_OUT_12_A11Y_EXTRA } from './labels-held-out-12-a11y-extra.mjs';
// @ts-expect-error labels-held-out-12-a11y-more.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_12_A11Y_MORE_LABELS as RAW_HELD_OUT_12_A11Y_MORE } from './labels-held-out-12-a11y-more.mjs';
// @ts-expect-error labels-held-out-12-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_12_A11Y_RANK_LABELS as RAW_HELD_OUT_12_A11Y_RANK } from './labels-held-out-12-a11y-rank.mjs';
// @ts-expect-error labels-held-out-12-http.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_12_HTTP_LABELS as RAW_HELD_OUT_12_HTTP } from './labels-held-out-12-http.mjs';
// @ts-expect-error labels-held-out-12-http-more.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_12_HTTP_MORE_LABELS as RAW_HELD_OUT_12_HTTP_MORE } from './labels-held-out-12-http-more.mjs';
// @ts-expect-error labels-held-out-12-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_12_HTTP_RANK_LABELS as RAW_HELD_OUT_12_HTTP_RANK } from './labels-held-out-12-http-rank.mjs';
// @ts-expect-error labels-held-out-13-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_13_A11Y_RANK_LABELS as RAW_HELD_OUT_13_A11Y_RANK } from './labels-held-out-13-a11y-rank.mjs';
// @ts-expect-error labels-held-out-13-a11y-summary.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_13_A11Y_SUMMARY_LABELS as RAW_HELD_OUT_13_A11Y_SUMMARY } from './labels-held-out-13-a11y-summary.mjs';
// @ts-expect-error labels-held-out-13-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_13_HTTP_RANK_LABELS as RAW_HELD_OUT_13_HTTP_RANK } from './labels-held-out-13-http-rank.mjs';
// @ts-expect-error labels-held-out-14-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_14_A11Y_RANK_LABELS as RAW_HELD_OUT_14_A11Y_RANK } from './labels-held-out-14-a11y-rank.mjs';
// @ts-expect-error labels-held-out-14-a11y-summary.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_14_A11Y_SUMMARY_LABELS as RAW_HELD_OUT_14_A11Y_SUMMARY } from './labels-held-out-14-a11y-summary.mjs';
// @ts-expect-error labels-held-out-14-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_14_HTTP_RANK_LABELS as RAW_HELD_OUT_14_HTTP_RANK } from './labels-held-out-14-http-rank.mjs';
// @ts-expect-error labels-held-out-14-http-rank2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_14_HTTP_RANK2_LABELS as RAW_HELD_OUT_14_HTTP_RANK2 } from './labels-held-out-14-http-rank2.mjs';
// @ts-expect-error labels-held-out-15-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_15_A11Y_RANK_LABELS as RAW_HELD_OUT_15_A11Y_RANK } from './labels-held-out-15-a11y-rank.mjs';
// @ts-expect-error labels-held-out-15-a11y-summary.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_15_A11Y_SUMMARY_LABELS as RAW_HELD_OUT_15_A11Y_SUMMARY } from './labels-held-out-15-a11y-summary.mjs';
// @ts-expect-error labels-held-out-15-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_15_HTTP_RANK_LABELS as RAW_HELD_OUT_15_HTTP_RANK } from './labels-held-out-15-http-rank.mjs';
// @ts-expect-error labels-held-out-15-http-rank2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_15_HTTP_RANK2_LABELS as RAW_HELD_OUT_15_HTTP_RANK2 } from './labels-held-out-15-http-rank2.mjs';
// @ts-expect-error labels-held-out-16-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_16_A11Y_RANK_LABELS as RAW_HELD_OUT_16_A11Y_RANK } from './labels-held-out-16-a11y-rank.mjs';
// @ts-expect-error labels-held-out-16-a11y-summary.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_16_A11Y_SUMMARY_LABELS as RAW_HELD_OUT_16_A11Y_SUMMARY } from './labels-held-out-16-a11y-summary.mjs';
// @ts-expect-error labels-held-out-16-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_16_HTTP_RANK_LABELS as RAW_HELD_OUT_16_HTTP_RANK } from './labels-held-out-16-http-rank.mjs';
// @ts-expect-error labels-held-out-16-http-rank2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_16_HTTP_RANK2_LABELS as RAW_HELD_OUT_16_HTTP_RANK2 } from './labels-held-out-16-http-rank2.mjs';
// @ts-expect-error labels-held-out-17-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_17_A11Y_RANK_LABELS as RAW_HELD_OUT_17_A11Y_RANK } from './labels-held-out-17-a11y-rank.mjs';
// @ts-expect-error labels-held-out-17-a11y-summary.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_17_A11Y_SUMMARY_LABELS as RAW_HELD_OUT_17_A11Y_SUMMARY } from './labels-held-out-17-a11y-summary.mjs';
// @ts-expect-error labels-held-out-17-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_17_HTTP_RANK_LABELS as RAW_HELD_OUT_17_HTTP_RANK } from './labels-held-out-17-http-rank.mjs';
// @ts-expect-error labels-held-out-17-http-rank2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_17_HTTP_RANK2_LABELS as RAW_HELD_OUT_17_HTTP_RANK2 } from './labels-held-out-17-http-rank2.mjs';
// @ts-expect-error labels-held-out-18-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_18_A11Y_RANK_LABELS as RAW_HELD_OUT_18_A11Y_RANK } from './labels-held-out-18-a11y-rank.mjs';
// @ts-expect-error labels-held-out-18-a11y-summary.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_18_A11Y_SUMMARY_LABELS as RAW_HELD_OUT_18_A11Y_SUMMARY } from './labels-held-out-18-a11y-summary.mjs';
// @ts-expect-error labels-held-out-18-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_18_HTTP_RANK_LABELS as RAW_HELD_OUT_18_HTTP_RANK } from './labels-held-out-18-http-rank.mjs';
// @ts-expect-error labels-held-out-18-http-rank2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_18_HTTP_RANK2_LABELS as RAW_HELD_OUT_18_HTTP_RANK2 } from './labels-held-out-18-http-rank2.mjs';
// @ts-expect-error labels-held-out-19-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_19_A11Y_RANK_LABELS as RAW_HELD_OUT_19_A11Y_RANK } from './labels-held-out-19-a11y-rank.mjs';
// @ts-expect-error labels-held-out-19-a11y-summary.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_19_A11Y_SUMMARY_LABELS as RAW_HELD_OUT_19_A11Y_SUMMARY } from './labels-held-out-19-a11y-summary.mjs';
// @ts-expect-error labels-held-out-19-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_19_HTTP_RANK_LABELS as RAW_HELD_OUT_19_HTTP_RANK } from './labels-held-out-19-http-rank.mjs';
// @ts-expect-error labels-held-out-19-http-rank2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_19_HTTP_RANK2_LABELS as RAW_HELD_OUT_19_HTTP_RANK2 } from './labels-held-out-19-http-rank2.mjs';
// @ts-expect-error labels-held-out-20-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_20_A11Y_RANK_LABELS as RAW_HELD_OUT_20_A11Y_RANK } from './labels-held-out-20-a11y-rank.mjs';
// @ts-expect-error labels-held-out-20-a11y-summary.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_20_A11Y_SUMMARY_LABELS as RAW_HELD_OUT_20_A11Y_SUMMARY } from './labels-held-out-20-a11y-summary.mjs';
// @ts-expect-error labels-held-out-20-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_20_HTTP_RANK_LABELS as RAW_HELD_OUT_20_HTTP_RANK } from './labels-held-out-20-http-rank.mjs';
// @ts-expect-error labels-held-out-20-http-rank2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_20_HTTP_RANK2_LABELS as RAW_HELD_OUT_20_HTTP_RANK2 } from './labels-held-out-20-http-rank2.mjs';
// @ts-expect-error labels-held-out-21-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_21_A11Y_RANK_LABELS as RAW_HELD_OUT_21_A11Y_RANK } from './labels-held-out-21-a11y-rank.mjs';
// @ts-expect-error labels-held-out-21-a11y-summary.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_21_A11Y_SUMMARY_LABELS as RAW_HELD_OUT_21_A11Y_SUMMARY } from './labels-held-out-21-a11y-summary.mjs';
// @ts-expect-error labels-held-out-21-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_21_HTTP_RANK_LABELS as RAW_HELD_OUT_21_HTTP_RANK } from './labels-held-out-21-http-rank.mjs';
// @ts-expect-error labels-held-out-21-http-rank2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_21_HTTP_RANK2_LABELS as RAW_HELD_OUT_21_HTTP_RANK2 } from './labels-held-out-21-http-rank2.mjs';
// @ts-expect-error labels-held-out-22-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_22_A11Y_RANK_LABELS as RAW_HELD_OUT_22_A11Y_RANK } from './labels-held-out-22-a11y-rank.mjs';
// @ts-expect-error labels-held-out-22-a11y-summary.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_22_A11Y_SUMMARY_LABELS as RAW_HELD_OUT_22_A11Y_SUMMARY } from './labels-held-out-22-a11y-summary.mjs';
// @ts-expect-error labels-held-out-22-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_22_HTTP_RANK_LABELS as RAW_HELD_OUT_22_HTTP_RANK } from './labels-held-out-22-http-rank.mjs';
// @ts-expect-error labels-held-out-22-http-rank2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_22_HTTP_RANK2_LABELS as RAW_HELD_OUT_22_HTTP_RANK2 } from './labels-held-out-22-http-rank2.mjs';
// @ts-expect-error labels-held-out-23-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_23_A11Y_RANK_LABELS as RAW_HELD_OUT_23_A11Y_RANK } from './labels-held-out-23-a11y-rank.mjs';
// @ts-expect-error labels-held-out-23-a11y-summary.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_23_A11Y_SUMMARY_LABELS as RAW_HELD_OUT_23_A11Y_SUMMARY } from './labels-held-out-23-a11y-summary.mjs';
// @ts-expect-error labels-held-out-23-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_23_HTTP_RANK_LABELS as RAW_HELD_OUT_23_HTTP_RANK } from './labels-held-out-23-http-rank.mjs';
// @ts-expect-error labels-held-out-23-http-rank2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_23_HTTP_RANK2_LABELS as RAW_HELD_OUT_23_HTTP_RANK2 } from './labels-held-out-23-http-rank2.mjs';
// @ts-expect-error labels-held-out-24-a11y-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_24_A11Y_RANK_LABELS as RAW_HELD_OUT_24_A11Y_RANK } from './labels-held-out-24-a11y-rank.mjs';
// @ts-expect-error labels-held-out-24-a11y-rank2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_24_A11Y_RANK2_LABELS as RAW_HELD_OUT_24_A11Y_RANK2 } from './labels-held-out-24-a11y-rank2.mjs';
// @ts-expect-error labels-held-out-24-http-rank.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_24_HTTP_RANK_LABELS as RAW_HELD_OUT_24_HTTP_RANK } from './labels-held-out-24-http-rank.mjs';
// @ts-expect-error labels-held-out-24-http-rank2.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_24_HTTP_RANK2_LABELS as RAW_HELD_OUT_24_HTTP_RANK2 } from './labels-held-out-24-http-rank2.mjs';

export type Family = 'http' | 'a11y';

export interface Label {
  family: Family;
  file: string;
  line: number;
  at: string;
  expect: string | null;
  reason: string;
  /**
   * A second rule a correct checker also reports on this site (one row per site: `expect` is the one scored). A
   * finding of it is neither a hit nor a false positive. Set only by the lead's decisions, before a set is measured.
   */
  also?: string;
}

/** The corpus the checker was tuned on. */
export const LABELS = RAW_LABELS as readonly Label[];
/** Packages added later, labelled and committed before the checker first ran on them; never tuned on. */
export const HELD_OUT_LABELS = RAW_HELD_OUT as readonly Label[];
/** Held-out set 2 (`"heldOut": 2` in sources.json): labelled and committed (f9c95d3) before the checker first ran on it. */
export const HELD_OUT_2_LABELS = RAW_HELD_OUT_2 as readonly Label[];
/**
 * Held-out set 3 (`"heldOut": 3`): HTTP and accessibility labelled apart by two people, each committed (e911598,
 * b2437a4) before the checker first ran on those files.
 */
export const HELD_OUT_3_LABELS = [
  ...(RAW_HELD_OUT_3_HTTP as readonly Label[]),
  ...(RAW_HELD_OUT_3_A11Y as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 4 (`"heldOut": 4`): HTTP and accessibility labelled apart, each committed (5fc9b53, 09e24fa)
 * before the checker first ran on those files, while set 3's misses were being worked on.
 */
export const HELD_OUT_4_LABELS = [
  ...(RAW_HELD_OUT_4_HTTP as readonly Label[]),
  ...(RAW_HELD_OUT_4_A11Y as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 5 (`"heldOut": 5`): HTTP and accessibility labelled apart, each committed (f45a58a, 3d2eb64)
 * before the checker first ran on those files, while set 4's misses were being worked on.
 */
export const HELD_OUT_5_LABELS = [
  ...(RAW_HELD_OUT_5_HTTP as readonly Label[]),
  ...(RAW_HELD_OUT_5_A11Y as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 6 (`"heldOut": 6`): HTTP and accessibility labelled apart, each read a second time and committed
 * before the checker first ran on those files, while set 5's misses were being worked on.
 */
export const HELD_OUT_6_LABELS = [
  ...(RAW_HELD_OUT_6_HTTP as readonly Label[]),
  ...(RAW_HELD_OUT_6_A11Y as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 7 (`"heldOut": 7`): HTTP and accessibility (two label files, the second an extension by another
 * labeller) labelled apart, each read a second time and committed before the checker first ran on those files,
 * while set 6's misses were being worked on.
 */
export const HELD_OUT_7_LABELS = [
  ...(RAW_HELD_OUT_7_HTTP as readonly Label[]),
  ...(RAW_HELD_OUT_7_A11Y as readonly Label[]),
  ...(RAW_HELD_OUT_7_A11Y_MORE as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 8 (`"heldOut": 8`): HTTP and accessibility, each in two label files by four labellers (other
 * categories; components and application-shaped code), each read a second time, the lead's decisions on their
 * judgement calls committed, all before the checker first ran on those files, while set 7's misses were being
 * worked on.
 */
export const HELD_OUT_8_LABELS = [
  ...(RAW_HELD_OUT_8_HTTP as readonly Label[]),
  ...(RAW_HELD_OUT_8_HTTP_MORE as readonly Label[]),
  ...(RAW_HELD_OUT_8_A11Y as readonly Label[]),
  ...(RAW_HELD_OUT_8_A11Y_MORE as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 9 (`"heldOut": 9`): HTTP and accessibility, each in two label files by four labellers (other
 * categories; components and application-shaped code), each read a second time, the lead's decisions on their
 * judgement calls committed (f75c625), all before the checker first ran on those files, while set 8's misses were
 * being worked on.
 */
export const HELD_OUT_9_LABELS = [
  ...(RAW_HELD_OUT_9_HTTP as readonly Label[]),
  ...(RAW_HELD_OUT_9_HTTP_MORE as readonly Label[]),
  ...(RAW_HELD_OUT_9_A11Y as readonly Label[]),
  ...(RAW_HELD_OUT_9_A11Y_MORE as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 10 (`"heldOut": 10`): HTTP in two label files (other categories), accessibility in three (components,
 * application-shaped code, and the component packages set 9 queued but did not pack), each read a second time, the
 * lead's decisions on their judgement calls committed (344c802), all before the checker first ran on those files,
 * while set 9's misses were being worked on.
 */
export const HELD_OUT_10_LABELS = [
  ...(RAW_HELD_OUT_10_HTTP as readonly Label[]),
  ...(RAW_HELD_OUT_10_HTTP_MORE as readonly Label[]),
  ...(RAW_HELD_OUT_10_A11Y as readonly Label[]),
  ...(RAW_HELD_OUT_10_A11Y_MORE as readonly Label[]),
  ...(RAW_HELD_OUT_10_A11Y_EXTRA as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 11 (`"heldOut": 11`): HTTP in three label files and accessibility in three (components, more components,
 * application-shaped code), each read a second time, the lead's decisions committed (324df7c), all before the checker
 * first ran on those files, while sets 1-10's misses were being worked on.
 */
export const HELD_OUT_11_LABELS = [
  ...(RAW_HELD_OUT_11_HTTP as readonly Label[]),
  ...(RAW_HELD_OUT_11_HTTP_MORE as readonly Label[]),
  ...(RAW_HELD_OUT_11_HTTP_EXTRA as readonly Label[]),
  ...(RAW_HELD_OUT_11_A11Y as readonly Label[]),
  ...(RAW_HELD_OUT_11_A11Y_EXTRA as readonly Label[]),
  ...(RAW_HELD_OUT_11_A11Y_MORE as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 12 (`"heldOut": 12`): HTTP in three label files (utilities, services, a download-rank sample) and
 * accessibility in four (components, more components, application-shaped code, a download-rank sample), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_12_LABELS = [
  ...(RAW_HELD_OUT_12_HTTP as readonly Label[]),
  ...(RAW_HELD_OUT_12_HTTP_MORE as readonly Label[]),
  ...(RAW_HELD_OUT_12_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_12_A11Y as readonly Label[]),
  ...(RAW_HELD_OUT_12_A11Y_EXTRA as readonly Label[]),
  ...(RAW_HELD_OUT_12_A11Y_MORE as readonly Label[]),
  ...(RAW_HELD_OUT_12_A11Y_RANK as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 13 (`"heldOut": 13`): HTTP and accessibility, each a download-rank sample (windows continuing set 12's), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_13_LABELS = [
  ...(RAW_HELD_OUT_13_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_13_A11Y_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_13_A11Y_SUMMARY as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 14 (`"heldOut": 14`): HTTP and accessibility, each a download-rank sample (windows continuing set 13's), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_14_LABELS = [
  ...(RAW_HELD_OUT_14_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_14_HTTP_RANK2 as readonly Label[]),
  ...(RAW_HELD_OUT_14_A11Y_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_14_A11Y_SUMMARY as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 15 (`"heldOut": 15`): HTTP and accessibility, each a download-rank sample (windows continuing set 14's), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_15_LABELS = [
  ...(RAW_HELD_OUT_15_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_15_HTTP_RANK2 as readonly Label[]),
  ...(RAW_HELD_OUT_15_A11Y_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_15_A11Y_SUMMARY as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 16 (`"heldOut": 16`): HTTP and accessibility, each a download-rank sample (windows continuing set 15's), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_16_LABELS = [
  ...(RAW_HELD_OUT_16_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_16_HTTP_RANK2 as readonly Label[]),
  ...(RAW_HELD_OUT_16_A11Y_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_16_A11Y_SUMMARY as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 17 (`"heldOut": 17`): HTTP and accessibility, each a download-rank sample (windows continuing set 16's), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_17_LABELS = [
  ...(RAW_HELD_OUT_17_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_17_HTTP_RANK2 as readonly Label[]),
  ...(RAW_HELD_OUT_17_A11Y_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_17_A11Y_SUMMARY as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 18 (`"heldOut": 18`): HTTP and accessibility, each a download-rank sample (windows continuing set 17's), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_18_LABELS = [
  ...(RAW_HELD_OUT_18_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_18_HTTP_RANK2 as readonly Label[]),
  ...(RAW_HELD_OUT_18_A11Y_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_18_A11Y_SUMMARY as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 19 (`"heldOut": 19`): HTTP and accessibility, each a download-rank sample (windows continuing set 18's), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_19_LABELS = [
  ...(RAW_HELD_OUT_19_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_19_HTTP_RANK2 as readonly Label[]),
  ...(RAW_HELD_OUT_19_A11Y_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_19_A11Y_SUMMARY as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 20 (`"heldOut": 20`): HTTP and accessibility, each a download-rank sample (windows continuing set 19's), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_20_LABELS = [
  ...(RAW_HELD_OUT_20_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_20_HTTP_RANK2 as readonly Label[]),
  ...(RAW_HELD_OUT_20_A11Y_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_20_A11Y_SUMMARY as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 21 (`"heldOut": 21`): HTTP and accessibility, each a download-rank sample (windows continuing set 20's), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_21_LABELS = [
  ...(RAW_HELD_OUT_21_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_21_HTTP_RANK2 as readonly Label[]),
  ...(RAW_HELD_OUT_21_A11Y_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_21_A11Y_SUMMARY as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 22 (`"heldOut": 22`): HTTP and accessibility, each a download-rank sample (windows continuing set 21's), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_22_LABELS = [
  ...(RAW_HELD_OUT_22_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_22_HTTP_RANK2 as readonly Label[]),
  ...(RAW_HELD_OUT_22_A11Y_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_22_A11Y_SUMMARY as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 23 (`"heldOut": 23`): HTTP and accessibility, each a download-rank sample (windows continuing set 22's), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_23_LABELS = [
  ...(RAW_HELD_OUT_23_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_23_HTTP_RANK2 as readonly Label[]),
  ...(RAW_HELD_OUT_23_A11Y_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_23_A11Y_SUMMARY as readonly Label[]),
] as readonly Label[];
/**
 * Held-out set 24 (`"heldOut": 24`): HTTP and accessibility, each a download-rank sample (windows continuing set 23's), each read a
 * second time, the lead's decisions committed, all before the checker first ran on those files.
 */
export const HELD_OUT_24_LABELS = [
  ...(RAW_HELD_OUT_24_HTTP_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_24_HTTP_RANK2 as readonly Label[]),
  ...(RAW_HELD_OUT_24_A11Y_RANK as readonly Label[]),
  ...(RAW_HELD_OUT_24_A11Y_RANK2 as readonly Label[]),
] as readonly Label[];
export type CorpusPart =
  | 'tuning'
  | 'held-out'
  | 'held-out-2'
  | 'held-out-3'
  | 'held-out-4'
  | 'held-out-5'
  | 'held-out-6'
  | 'held-out-7'
  | 'held-out-8'
  | 'held-out-9'
  | 'held-out-10'
  | 'held-out-11'
  | 'held-out-12'
  | 'held-out-13'
  | 'held-out-14'
  | 'held-out-15'
  | 'held-out-16'
  | 'held-out-17'
  | 'held-out-18'
  | 'held-out-19'
  | 'held-out-20'
  | 'held-out-21'
  | 'held-out-22'
  | 'held-out-23'
  | 'held-out-24';
export const PART_LABELS: Record<CorpusPart, readonly Label[]> = {
  tuning: LABELS,
  'held-out': HELD_OUT_LABELS,
  'held-out-2': HELD_OUT_2_LABELS,
  'held-out-3': HELD_OUT_3_LABELS,
  'held-out-4': HELD_OUT_4_LABELS,
  'held-out-5': HELD_OUT_5_LABELS,
  'held-out-6': HELD_OUT_6_LABELS,
  'held-out-7': HELD_OUT_7_LABELS,
  'held-out-8': HELD_OUT_8_LABELS,
  'held-out-9': HELD_OUT_9_LABELS,
  'held-out-10': HELD_OUT_10_LABELS,
  'held-out-11': HELD_OUT_11_LABELS,
  'held-out-12': HELD_OUT_12_LABELS,
  'held-out-13': HELD_OUT_13_LABELS,
  'held-out-14': HELD_OUT_14_LABELS,
  'held-out-15': HELD_OUT_15_LABELS,
  'held-out-16': HELD_OUT_16_LABELS,
  'held-out-17': HELD_OUT_17_LABELS,
  'held-out-18': HELD_OUT_18_LABELS,
  'held-out-19': HELD_OUT_19_LABELS,
  'held-out-20': HELD_OUT_20_LABELS,
  'held-out-21': HELD_OUT_21_LABELS,
  'held-out-22': HELD_OUT_22_LABELS,
  'held-out-23': HELD_OUT_23_LABELS,
  'held-out-24': HELD_OUT_24_LABELS,
};
export const CORPUS_DIR = join(new URL('.', import.meta.url).pathname, 'packages');

/** Rules scored per family: those about HTTP calls, and those about interactive or image elements. */
const SCORED: Record<Family, ReadonlySet<string>> = {
  http: new Set(PERFORMANCE_RULES.map((rule) => rule.id)),
  a11y: new Set(
    ACCESSIBILITY_RULES.map((rule) => rule.id).filter(
      (id) => id !== 'a11y/heading-order' && id !== 'a11y/html-lang',
    ),
  ),
};

export interface FamilyScore {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  /** `FP file:line rule` and `FN file:line rule — reason`, for the report. */
  misses: string[];
  /**
   * Labelled sites whose call the checker recorded as not judged (HTTP only; "unknown must be the last
   * resort"), and how many of those are labelled violations (misses caused by an unknown, not a wrong verdict).
   */
  undecided: number;
  undecidedViolations: number;
  /**
   * Further findings of a line's labelled rule once that line has matched. Labels are one row a line, and a
   * line may hold two sites of one rule (two links on one line, labelled as one row): the second finding is
   * neither a true nor a false positive. Counted and listed (`AGAIN file:line rule`) so that a rule reporting
   * one site twice stays visible.
   */
  repeated: number;
}

function run(family: Family, file: string): { findings: Finding[]; undecided: UndecidedCall[] } {
  const text = readFileSync(join(CORPUS_DIR, file), 'utf8');
  const { program } = parseSource(file, text);
  const collect = { undecided: [] as UndecidedCall[] };
  const found =
    family === 'http'
      ? checkHttpTimeouts(
          { path: file, text },
          program,
          { maxTimeoutMs: 10_000 },
          {
            imports: siblings(join(CORPUS_DIR, file)),
            constructed: constructedBy(file),
            keyDefaults: keyDefaultsOf(file),
            handed: handedTo(file),
            axiosPassThroughs: passThroughsOf(file),
            handedInstances: handedInstancesOf(join(CORPUS_DIR, file), file.split('/')[0] ?? '', () =>
              packageFiles(file),
            ),
          },
          collect,
        )
      : checkJsxAccessibility({ path: file, text }, program, {
          resolve: components(join(CORPUS_DIR, file)),
          resolveFrom: components,
          callers: callersOf(file),
        });
  return {
    findings: found.filter((finding) => SCORED[family].has(finding.ruleId)),
    undecided: collect.undecided,
  };
}

/**
 * Kept sibling modules of a corpus file, summarised as the scanner would (relative imports, re-exports
 * followed through the same resolver).
 */
const siblings = createHttpModuleResolver((from, specifier) => {
  const base = resolve(dirname(from), specifier);
  // tsc's ESM output imports `./x.js` for a source `./x.ts`, as the scanner resolves it.
  const found = [base, base.replace(/\.(js|mjs|cjs)$/, '')]
    .flatMap((stem) => ['', '.ts', '.js', '/index.ts', '/index.js'].map((ext) => stem + ext))
    .find((path) => existsSync(path) && statSync(path).isFile());
  if (!found?.startsWith(CORPUS_DIR)) return undefined;
  // A JSON file is read as the module it stands for (json-modules.ts), as the scanner reads it.
  const text = readFileSync(found, 'utf8');
  const source = isJsonModule(found) ? jsonModuleSource(text) : text;
  if (source === undefined) return undefined;
  return { path: found, summary: summarizeHttpModule(parseSource(found, source).program) };
});

/** Kept modules a corpus file imports, summarised for the accessibility rules as the scanner would. */
const components = createComponentResolver((from, specifier) => {
  // `./icon.svg?raw` names `./icon.svg`, as the scanner resolves it.
  const base = resolve(dirname(from), specifier.replace(/\.svg\?raw$/i, '.svg'));
  // tsc's ESM convention, as the scanner resolves it: `../icons/chevron.js` names `../icons/chevron.tsx`.
  const found = [base, base.replace(/\.(js|mjs|cjs)$/, '')]
    .flatMap((stem) =>
      ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'].map(
        (ext) => stem + ext,
      ),
    )
    .find((path) => existsSync(path) && statSync(path).isFile());
  if (!found?.startsWith(CORPUS_DIR)) return undefined;
  const text = readFileSync(found, 'utf8');
  // An `.svg` asset (svgr), as the scanner reads it (accessibility/svg-asset.ts).
  if (isSvgFile(found)) return { path: found, summary: summarizeSvgAsset(text) };
  return { path: found, summary: summarizeComponentModule(parseSource(found, text).program) };
});

/** The kept files of the package holding `file` (labelled and context), as the scanner would see them. */
function packageFiles(file: string): string[] {
  const root = join(CORPUS_DIR, file.split('/')[0] ?? '');
  const found: string[] = [];
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(c|m)?(j|t)sx?$/.test(entry.name)) found.push(path);
    }
  };
  visit(root);
  return found;
}

/** What the other kept files of the package pass to `file`'s classes when they construct them. */
function constructedBy(file: string) {
  const target = join(CORPUS_DIR, file);
  const constructions = packageFiles(file)
    .filter((path) => path !== target)
    .flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return findConstructions(text, parseSource(path, text).program).filter((construction) => {
        const base = resolve(dirname(path), construction.specifier);
        return [base, base.replace(/\.(js|mjs|cjs)$/, '')].some((stem) =>
          ['', '.ts', '.js', '/index.ts', '/index.js'].some((ext) => stem + ext === target),
        );
      });
    });
  return constructions.length > 0 ? mergeConstructions(constructions) : undefined;
}

/** The defaults the package's kept files set for bound keys (package-defaults.ts), one lookup per package. */
const packageDefaults = new Map<string, KeyDefaults>();
function keyDefaultsOf(file: string): KeyDefaults {
  const root = file.split('/')[0] ?? '';
  let found = packageDefaults.get(root);
  if (!found) {
    found = createKeyDefaults(
      () => packageFiles(file).map((path) => ({ path, text: readFileSync(path, 'utf8') })),
      (path, text) => parseSource(path, text).program,
    );
    packageDefaults.set(root, found);
  }
  return found;
}

/** The package's methods handing their config to axios unchanged (axios-pass-throughs.ts), once per package. */
const packagePassThroughs = new Map<string, AxiosPassThroughs>();
function passThroughsOf(file: string): AxiosPassThroughs {
  const root = file.split('/')[0] ?? '';
  let found = packagePassThroughs.get(root);
  if (!found) {
    found = mergePassThroughs(
      packageFiles(file).map((path) => {
        const text = readFileSync(path, 'utf8');
        return findPassThroughs(text, parseSource(path, text).program);
      }),
    );
    packagePassThroughs.set(root, found);
  }
  return found;
}

/** What the other kept files of the package pass to `file`'s exported functions when they call them. */
function handedTo(file: string) {
  const target = join(CORPUS_DIR, file);
  const byName = new Map<string, HandedCall['args'][]>();
  for (const path of packageFiles(file)) {
    if (path === target) continue;
    const text = readFileSync(path, 'utf8');
    for (const call of findHandedCalls(text, parseSource(path, text).program)) {
      const base = resolve(dirname(path), call.specifier);
      const hit = [base, base.replace(/\.(js|mjs|cjs)$/, '')].some((stem) =>
        ['', '.ts', '.js', '/index.ts', '/index.js'].some((ext) => stem + ext === target),
      );
      if (hit) byName.set(call.imported, [...(byName.get(call.imported) ?? []), call.args]);
    }
  }
  return byName.size > 0 ? byName : undefined;
}

const COMPONENT_EXTENSIONS = [
  '',
  '.tsx',
  '.ts',
  '.jsx',
  '.js',
  '/index.tsx',
  '/index.ts',
  '/index.jsx',
  '/index.js',
];

/** Whether `specifier`, written in `from`, names the module `target` (as the scanner resolves it). */
function names(from: string, specifier: string, target: string): boolean {
  const base = resolve(dirname(from), specifier);
  return [base, base.replace(/\.(js|mjs|cjs)$/, '')].some((stem) =>
    COMPONENT_EXTENSIONS.some((ext) => stem + ext === target),
  );
}

/**
 * What the other kept files of the package hand `file`'s components in JSX, by export name, as the scanner
 * collects it (accessibility/project.ts): none for a module another kept file re-exports.
 */
function callersOf(file: string) {
  const target = join(CORPUS_DIR, file);
  const byName = new Map<string, HandedProps[]>();
  for (const path of packageFiles(file)) {
    if (path === target) continue;
    const text = readFileSync(path, 'utf8');
    const { program } = parseSource(path, text);
    const summary = summarizeComponentModule(program);
    if (summary.reexports.some(({ specifier }) => names(path, specifier, target))) return () => undefined;
    if (!/\.[jt]sx?$|\.[mc]js$/.test(path) || /\.[mc]?ts$/.test(path)) continue;
    for (const found of findHandedProps(program)) {
      const props = toCallerProps(found, path);
      if (names(path, props.specifier, target))
        byName.set(props.name, [...(byName.get(props.name) ?? []), props]);
    }
  }
  return (name: string) => byName.get(name);
}

/** Precision and recall of one family over every file labelled for it. */
export function scoreFamily(family: Family, part: CorpusPart = 'tuning'): FamilyScore {
  const labels = PART_LABELS[part].filter((label) => label.family === family);
  const score: FamilyScore = {
    tp: 0,
    fp: 0,
    fn: 0,
    precision: 1,
    recall: 1,
    misses: [],
    undecided: 0,
    undecidedViolations: 0,
    repeated: 0,
  };
  for (const file of new Set(labels.map((label) => label.file))) {
    const own = new Map(labels.filter((label) => label.file === file).map((label) => [label.line, label]));
    const reported = new Set<number>();
    const { findings, undecided } = run(family, file);
    for (const line of new Set(undecided.map((call) => call.line))) {
      const label = own.get(line);
      if (!label) continue;
      score.undecided++;
      if (label.expect) score.undecidedViolations++;
    }
    for (const finding of findings) {
      const label = own.get(finding.line);
      if (label?.also === finding.ruleId) continue;
      if (label?.expect === finding.ruleId && !reported.has(finding.line)) {
        score.tp++;
        reported.add(finding.line);
      } else if (label?.expect === finding.ruleId) {
        score.repeated++;
        score.misses.push(`AGAIN ${file}:${finding.line} ${finding.ruleId} (${finding.message})`);
      } else {
        score.fp++;
        score.misses.push(`FP ${file}:${finding.line} ${finding.ruleId} (${finding.message})`);
      }
    }
    for (const label of own.values()) {
      if (label.expect && !reported.has(label.line)) {
        score.fn++;
        score.misses.push(`FN ${file}:${label.line} ${label.expect} — ${label.reason}`);
      }
    }
  }
  score.precision = score.tp / (score.tp + score.fp || 1);
  score.recall = score.tp / (score.tp + score.fn || 1);
  return score;
}
