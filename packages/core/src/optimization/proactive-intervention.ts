import { isHtmlFile } from '../diagnostics/accessibility/index';
import { isEnvFile } from '../diagnostics/architecture/index';
import { isCodeFile, type ParseSource } from '../diagnostics/ast';
import { isDependencyFile } from '../diagnostics/dependencies/index';
import { toDiagnosticLimits } from '../diagnostics/limits';
import { createScanner } from '../diagnostics/scanner';
import {
  type DiagnosticCategory,
  type DiagnosticLimits,
  FINDING_SEVERITIES,
  type Finding,
  type FindingSeverity,
  type SourceFile,
} from '../diagnostics/types';
import type { ProjectType } from '../primer/primer-metadata';

/**
 * Proactive intervention: pasted code goes through Charter's
 * scanner before an agent commits it, and every finding comes back with what to do instead.
 */

export const DEFAULT_INTERVENTION_PROJECT_TYPE: ProjectType = 'web-app';
export const MAX_CODEBASE_FILES = 200;

const ALL: readonly DiagnosticCategory[] = ['dependencies', 'performance', 'accessibility', 'architecture'];
const NO_UI: readonly DiagnosticCategory[] = ['dependencies', 'performance', 'architecture'];
/** The project types of the primer; an API or a CLI has no UI for the accessibility rules to check. */
const CATEGORIES_BY_TYPE: Record<ProjectType, readonly DiagnosticCategory[]> = {
  'web-app': ALL,
  'mobile-app': ALL,
  'desktop-app': ALL,
  api: NO_UI,
  cli: NO_UI,
  general: ALL,
};

/** Rules about a whole repository's layout say nothing about a pasted excerpt. */
const REPOSITORY_LAYOUT_RULES = new Set(['arch/missing-readme', 'arch/missing-tests']);

const FILE_MARKER = /^[ \t]*\/\/[ \t]*file:[ \t]*(\S.*?)[ \t]*$/gm;

/** A pasted path made relative and `/`-separated, with `.` and `..` segments dropped. */
function toSafePath(raw: string): string {
  return raw
    .replaceAll('\\', '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .join('/');
}

/** The name a single pasted snippet gets: its kind guessed from how it starts. */
function toSnippetPath(text: string): string {
  const start = text.trimStart().slice(0, 200).toLowerCase();
  if (start.startsWith('<!doctype html') || start.startsWith('<html')) return 'snippet.html';
  if (start.startsWith('{') && /"(dev)?dependencies"\s*:/.test(text)) return 'package.json';
  return 'snippet.tsx';
}

/**
 * Splits pasted code into files at `// file: <path>` lines; text before the first marker (or all of it,
 * when there is none) becomes one snippet named by its kind (`snippet.tsx`, `snippet.html`, `package.json`).
 * @example toCodebaseFiles('// file: a.ts\nfetch(u)').map((f) => f.path) // ['a.ts']
 */
export function toCodebaseFiles(codebase: string): SourceFile[] {
  const markers = [...codebase.matchAll(FILE_MARKER)];
  const files: SourceFile[] = [];
  const preamble = codebase.slice(0, markers[0]?.index ?? codebase.length);
  if (preamble.trim() !== '') files.push({ path: toSnippetPath(preamble), text: preamble });
  markers.forEach((marker, index) => {
    const start = (marker.index ?? 0) + marker[0].length + 1;
    const end = markers[index + 1]?.index ?? codebase.length;
    const path = toSafePath(marker[1] ?? '') || `file-${index + 1}.tsx`;
    files.push({ path, text: codebase.slice(start, end) });
  });
  // The same path twice: the later text wins, as if written over the earlier.
  return [...new Map(files.map((file) => [file.path, file])).values()];
}

export interface InterventionViolation {
  ruleId: string;
  severity: FindingSeverity;
  category: DiagnosticCategory;
  description: string;
  evidence: string;
  preventionStrategy: string;
  file: string;
  line: number;
  column: number;
}

export interface ProactiveAnalysis {
  analysis: {
    violations: InterventionViolation[];
    files: { path: string; checked: boolean; parseError: string | null }[];
    categories: DiagnosticCategory[];
    rulesChecked: number;
  };
  /** Percent of the pasted characters the rules could read in full; see `confidenceBasis`. */
  confidence: number;
  confidenceBasis: string;
  preventionActions: string[];
}

export interface ProactiveOptions {
  parse: ParseSource;
  projectType?: ProjectType;
  limits?: DiagnosticLimits;
}

/**
 * Files whose kind Charter's rules understand. Any other text file is still searched for secrets, but a
 * Python or Go file is not otherwise checked, so it does not count as read.
 */
function isUnderstood(path: string): boolean {
  return (
    isCodeFile(path) ||
    isHtmlFile(path) ||
    isDependencyFile(path) ||
    isEnvFile(path) ||
    /(^|\/)tsconfig(\.[\w-]+)?\.json$/.test(path)
  );
}

const bySeverity = (a: Finding, b: Finding) =>
  FINDING_SEVERITIES.indexOf(a.severity) - FINDING_SEVERITIES.indexOf(b.severity);

/**
 * Runs the scanner over pasted code. Confidence is the share of the pasted characters in files the rules
 * read in full: a file the parser could not fully read, or of a kind no rule reads (Python, Go…), lowers
 * it, because a violation there may be missed. The findings themselves are deterministic.
 * @example analyzeCodebase('fetch(url)', { parse }).analysis.violations[0]?.ruleId // 'perf/http-timeout-missing'
 */
export function analyzeCodebase(codebase: string, options: ProactiveOptions): ProactiveAnalysis {
  const categories = CATEGORIES_BY_TYPE[options.projectType ?? DEFAULT_INTERVENTION_PROJECT_TYPE];
  const scanner = createScanner({
    parse: options.parse,
    limits: options.limits ?? toDiagnosticLimits(),
    categories,
  });
  const files = toCodebaseFiles(codebase).slice(0, MAX_CODEBASE_FILES);
  const checked = new Set<string>();
  for (const file of files) {
    const wanted = scanner.wants(file.path);
    if (wanted && isUnderstood(file.path)) checked.add(file.path);
    scanner.add(file.path, wanted ? file.text : undefined);
  }
  const result = scanner.finish();
  const parseErrors = new Map(result.parseErrors.map((error) => [error.file, error.message]));
  const findings = result.findings.filter((f) => !REPOSITORY_LAYOUT_RULES.has(f.ruleId)).sort(bySeverity);

  const total = files.reduce((sum, file) => sum + file.text.length, 0);
  const readInFull = files
    .filter((file) => checked.has(file.path) && !parseErrors.has(file.path))
    .reduce((sum, file) => sum + file.text.length, 0);
  const confidence = total === 0 ? 0 : Math.round((readInFull / total) * 100);
  const unread = files.filter((file) => !checked.has(file.path)).map((file) => file.path);

  const rulesById = new Map(result.rules.map((rule) => [rule.id, rule]));
  const perRule = new Map<string, Finding[]>();
  for (const finding of findings)
    perRule.set(finding.ruleId, [...(perRule.get(finding.ruleId) ?? []), finding]);
  const preventionActions = [...perRule].map(([ruleId, found]) => {
    const first = found[0] as Finding;
    const title = rulesById.get(ruleId)?.title ?? ruleId;
    const where = found.length === 1 ? `${first.file}:${first.line}` : `${found.length} places`;
    return `${title} (${where}): ${first.fix}`;
  });
  if (preventionActions.length === 0 && confidence > 0) {
    preventionActions.push('No violations found: run `charter check` in CI so the code stays this way.');
  }
  if (unread.length > 0) {
    preventionActions.push(
      `Not checked (no rule reads this kind of file): ${unread.join(', ')}. Charter checks JavaScript, TypeScript, HTML, package.json and lockfiles.`,
    );
  }

  return {
    analysis: {
      violations: findings.map((f) => ({
        ruleId: f.ruleId,
        severity: f.severity,
        category: f.category,
        description: f.message,
        evidence: f.evidence,
        preventionStrategy: f.fix,
        file: f.file,
        line: f.line,
        column: f.column,
      })),
      files: files.map((file) => ({
        path: file.path,
        checked: checked.has(file.path),
        parseError: parseErrors.get(file.path) ?? null,
      })),
      categories: [...result.categories],
      rulesChecked: result.rules.filter((rule) => !REPOSITORY_LAYOUT_RULES.has(rule.id)).length,
    },
    confidence,
    confidenceBasis:
      'The share of the pasted characters in files the rules read in full. A file the parser could not fully read, or a kind of file no rule reads, lowers it.',
    preventionActions,
  };
}
