/** One labelled snippet of the accuracy corpus: `expected` lists the rule ids a correct engine reports. */
export interface CorpusCase {
  id: string;
  /** The file's path: its extension decides how it is read (.html → HTML, otherwise parsed code). */
  path: string;
  code: string;
  /** Rule ids a correct checker reports for this snippet; empty for a clean case. */
  expected: readonly string[];
  /** The library or rule the case exercises (coverage is checked). */
  covers: string;
  /** Why the label is what it is, for the cases where that is not obvious. */
  note?: string;
}

export const MISSING = 'perf/http-timeout-missing';
export const TOO_LONG = 'perf/http-timeout-too-long';
