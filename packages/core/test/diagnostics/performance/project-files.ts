// The scanner's relative resolution over an in-memory project, for tests whose files import one another.
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import {
  checkHttpTimeouts,
  createHttpModuleResolver,
  findConstructions,
  type HttpProjectFacts,
  mergeConstructions,
  summarizeHttpModule,
} from '../../../src/diagnostics/performance';
import { scanFiles } from '../../../src/diagnostics/scanner';
import type { Finding, UndecidedCall } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

/** `a/b/../c` → `a/c`; `./x` from `dir/file.js` → `dir/x`. */
export function joinSpecifier(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** `[ruleId, line, message]` of each finding: the rows the HTTP-rule tests compare. */
export function toRows(findings: readonly Finding[]) {
  return findings.map((f) => [f.ruleId, f.line, f.message] as const);
}

/** Module summaries of `files`, re-exports followed, as `checkHttpTimeouts`'s `imports` for each path. */
export function projectResolver(files: Record<string, string>) {
  return createHttpModuleResolver((from, specifier) => {
    const base = joinSpecifier(from, specifier);
    // tsc's ESM output imports `./x.js` for a source `./x.ts`, as the scanner resolves it.
    const found = [base, base.replace(/\.(js|mjs|cjs)$/, '')]
      .flatMap((stem) => ['', '.js', '.ts', '/index.js', '/index.ts'].map((ext) => stem + ext))
      .find((p) => p in files);
    return found
      ? { path: found, summary: summarizeHttpModule(parseSource(found, files[found] ?? '').program) }
      : undefined;
  });
}

/**
 * `checkHttpTimeouts` on `path` with what the project's other files pass when they construct its classes
 * (as the scanner passes them): `[ruleId, line, message]` of each finding, at a 10 s limit.
 */
export function checkWithConstructions(files: Record<string, string>, path: string) {
  const constructions = Object.entries(files)
    .filter(([other]) => other !== path)
    .flatMap(([other, text]) => findConstructions(text, parseSource(other, text).program));
  const text = files[path] ?? '';
  return toRows(
    checkHttpTimeouts(
      { path, text },
      parseSource(path, text).program,
      { maxTimeoutMs: 10_000 },
      { constructed: constructions.length > 0 ? mergeConstructions(constructions) : undefined },
    ),
  );
}

/** The scanner's performance findings over an in-memory project: `[file, line, ruleId, message]` of each. */
export function scanProject(files: Record<string, string>) {
  return scanFiles(
    Object.entries(files).map(([path, text]) => ({ path, text })),
    { parse: parseSource, limits: toDiagnosticLimits(), categories: ['performance'] },
  ).findings.map((f) => [f.file, f.line, f.ruleId, f.message]);
}

/**
 * `checkHttpTimeouts` on one file at a 10 s limit, with what `project` says of the others (none by default):
 * `[ruleId, line]` of each finding, the messages, the `[ruleId, line, message]` rows, the lines not judged.
 */
export function checkFile(text: string, path: string, project: HttpProjectFacts = {}) {
  const collect = { undecided: [] as UndecidedCall[] };
  const findings = checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    project,
    collect,
  );
  return {
    found: findings.map((f) => [f.ruleId, f.line]),
    messages: findings.map((f) => f.message),
    rows: toRows(findings),
    undecided: collect.undecided.map((u) => u.line),
  };
}
