// The state call-judges.ts and instance-calls.ts share while judging one file (a type of its own, so that
// neither module imports the other for it).
import type { AstNode } from '../ast';
import type { Finding, SourceFile, UndecidedCall } from '../types';
import type { HttpLibrary } from './clients';
import type { FileFacts } from './file-facts';
import type { Verdict } from './verdict';

export type ReportLibrary = HttpLibrary | 'global' | 'wrapper' | 'xmlhttprequest' | 'eventsource';

/** The state of judging one file: its facts, and the findings reported so far. */
export interface Checker {
  file: SourceFile;
  facts: FileFacts;
  limit: number;
  findings: Finding[];
  report: (node: AstNode, verdict: Verdict, what: string, library: ReportLibrary) => void;
  /** Calls judged `unknown` and never decided by another report (not findings: said to be unjudged). */
  undecided: () => UndecidedCall[];
}
