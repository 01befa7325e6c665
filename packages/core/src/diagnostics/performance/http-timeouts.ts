import type { AstNode } from '../ast';
import type { DiagnosticLimits, Finding, SourceFile, UndecidedCall } from '../types';
import { judgePassThroughCalls } from './axios-pass-throughs';
import { createChecker, judgeCalls, sweepDefaults } from './call-judges';
import { MODULES } from './clients';
import { judgeEventSources, MENTIONS_EVENT_SOURCE } from './event-sources';
import { collectFacts } from './file-facts';
import { judgeFormDataSubmits } from './form-data-submit';
import { importsSiblingInstance, relativeSpecifiers } from './instance-importers';
import { mayHoldMemberInstance } from './member-instances';
import type { HttpProjectFacts } from './project-facts';
import { judgeWretchMakers } from './wretch-makers';
import { judgeXhrSends, MENTIONS_XHR } from './xhr-sends';

/**
 * Every client is reached through its module name or the word fetch: a file naming none makes no call. Node's
 * modules count only as quoted names (`'https'`, `"node:http"`, `'http2'`): the bare word is in every URL.
 * Every other module of clients.ts counts when quoted whole.
 */
const NAMED_CLIENT =
  /fetch|axios|undici|superagent|['"`](?:node:)?http[s2]?['"`]|needle|gaxios|graphql|apollo|decap-cms-lib-util|['"`](?:got|ky|request)\b|['"`]form-data['"`]/;
/** Modules of clients.ts the words above miss (`'requestretry'`, `'phin'`), quoted whole. */
const OTHER_MODULES = Object.keys(MODULES)
  .filter((name) => !NAMED_CLIENT.test(`'${name}'`))
  .map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
const MODULE_NAMES = OTHER_MODULES.length === 0 ? '' : `|['"\`](?:${OTHER_MODULES.join('|')})['"\`]`;
/** A file that may call a client: a word above, a module of clients.ts, XMLHttpRequest and Closure's XHR, EventSource. */
export const MENTIONS_CLIENT = new RegExp(
  `${NAMED_CLIENT.source}${MODULE_NAMES}|${MENTIONS_XHR.source}|${MENTIONS_EVENT_SOURCE.source}`,
);

let lastText: string | undefined;
let lastMentions = false;

/**
 * `MENTIONS_CLIENT.test(text)`, kept for the last text asked: the scanner asks it of each file right after
 * `checkHttpTimeouts` did, and the test reads the whole text of every file that names no client (about 33 000
 * instructions for a 800-character component of the bench fixture).
 */
export function mentionsClient(text: string): boolean {
  if (text !== lastText) {
    lastText = text;
    lastMentions = MENTIONS_CLIENT.test(text);
  }
  return lastMentions;
}

/** Where `checkHttpTimeouts` records what it saw but did not judge (never findings: precision first). */
export interface HttpTimeoutCollector {
  /** Calls whose timeout is decided where the checker cannot see, in walk order. */
  undecided: UndecidedCall[];
  /** Given without `project.keyDefaults`: the bound keys the file read and could not resolve (to ask later). */
  wanted?: Set<string>;
}

/**
 * Outbound HTTP calls whose timeout is missing or above `limits.maxTimeoutMs`: global fetch, axios, got, ky,
 * undici, node's http(s) and superagent, recognised through the file's imports and requires. Values are
 * resolved through `const` declarations of the same file; what cannot be resolved is not reported. `project`
 * carries start-up settings made in other files of the package (see `getHttpProjectFacts`).
 * Three steps: collect the file's facts in one walk, judge every call by its client's entry in `CALLS`, then
 * sweep the defaults set on instances and modules. Calls it could not judge are not findings; pass `collect`
 * to receive them (`charter check` lists them as "not judged").
 * @example checkHttpTimeouts({ path: 'a.ts', text }, parse('a.ts', text).program, { maxTimeoutMs: 10_000 })
 */
export function checkHttpTimeouts(
  file: SourceFile,
  program: AstNode,
  limits: Pick<DiagnosticLimits, 'maxTimeoutMs'>,
  project: HttpProjectFacts = {},
  collect?: HttpTimeoutCollector,
): Finding[] {
  // A class kept a client instance another module hands it (handed-instances.ts) may name no client at all.
  // Or send through a member holding a sibling class's object that keeps one (member-instances.ts), or on an
  // instance a sibling module exports (instance-importers.ts).
  if (
    !mentionsClient(file.text) &&
    !project.handedInstances &&
    !(project.imports && mayHoldMemberInstance(file.text)) &&
    !(project.imports && importsSiblingInstance(relativeSpecifiers(file.text), project.imports))
  )
    return [];
  const wanted = collect?.wanted;
  // Without the package's defaults, the keys asked for are noted: the scanner asks the package once it is read.
  const keyed = project.keyDefaults || !wanted ? project : { ...project, keyDefaults: noting(wanted) };
  const facts = collectFacts(program, limits.maxTimeoutMs, keyed, file.text);
  const checker = createChecker(file, facts);
  judgeCalls(checker);
  judgeFormDataSubmits(checker);
  judgeXhrSends(checker);
  judgeEventSources(checker);
  judgeWretchMakers(checker);
  judgePassThroughCalls(checker, project.axiosPassThroughs);
  sweepDefaults(checker);
  collect?.undecided.push(...checker.undecided());
  return checker.findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

const noting =
  (wanted: Set<string>) =>
  (key: string): undefined => {
    wanted.add(key);
    return undefined;
  };
