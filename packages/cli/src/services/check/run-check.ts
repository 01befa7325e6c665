import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  applyBaseline,
  type Baseline,
  type Constitution,
  checkBuildTime,
  createBaseline,
  type DiagnosticLimits,
  type Finding,
  type FindingSeverity,
  isAtLeast,
  parseBaseline,
  summarizeFindings,
  toDiagnosticLimits,
} from '@charter/core';
import { scanDirectory } from '@charter/scanner';
import { UsageError } from '../../exit-codes';
import { CONSTITUTION_PATH } from '../constitution-path';
import { listChangedFiles } from './changed-files';
import { runBuild } from './run-build';

export interface CheckOptions {
  path: string;
  cwd: string;
  failOn: FindingSeverity;
  build: boolean;
  baseline?: string | undefined;
  updateBaseline: boolean;
  /** Check tests, stories and compiled copies too (skipped by default for HTTP timeouts and accessibility). */
  includeTests?: boolean;
  /** `--changed [base]`: report only findings in files changed against `base` (true: against HEAD). */
  changed?: string | true | undefined;
}

/** How far the scan is, for a progress view; `phase` is what a person reads (Scanning, Building). */
export interface CheckProgress {
  filesScanned: number;
  totalFiles: number;
  findings: number;
  phase: string;
}

type Scan = Awaited<ReturnType<typeof scanDirectory>>;

/** What `charter check` found: the data every renderer (text, JSON, SARIF, Markdown) reads. */
export interface CheckOutcome {
  /** The scanned directory, absolute. */
  root: string;
  scan: Scan;
  limits: DiagnosticLimits;
  summary: ReturnType<typeof summarizeFindings>;
  /** Findings not accepted by the baseline: the ones reported. */
  fresh: Finding[];
  baselined: Finding[];
  /** Outbound HTTP calls not judged (in the changed files with `--changed`): listed, never failing the check. */
  undecided: Scan['undecided'];
  /** Source files that could not be parsed (in the changed files with `--changed`): their code rules did not run. */
  unparsed: Scan['parseErrors'];
  /** With `--changed`: the changed files, the base they were compared to, and the findings left out. */
  changed?: { files: number; base: string; notReported: number };
  /** With `--update-baseline`: how many findings were recorded. */
  recorded?: number;
  /** Whether a reported finding reaches `--fail-on`. */
  failed: boolean;
}

/**
 * `charter check`: scan, compare with the baseline (writing it with `--update-baseline`), and answer what was
 * found. Prints nothing: the command renders the outcome, and shows `onProgress` when a person watches.
 */
export async function runCheck(
  options: CheckOptions,
  onProgress?: (progress: CheckProgress) => void,
): Promise<CheckOutcome> {
  const root = resolve(options.cwd, options.path);
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError(`${options.path} is not a directory.`);
  if (options.updateBaseline && !options.baseline) {
    throw new UsageError('--update-baseline needs --baseline <file> to say where to write it.');
  }
  if (options.changed !== undefined && options.updateBaseline) {
    throw new UsageError('--update-baseline records every finding; it cannot be combined with --changed.');
  }
  const changed =
    options.changed === undefined
      ? undefined
      : await listChangedFiles(root, options.changed === true ? undefined : options.changed);

  const constitution = await readProjectConstitution(root);
  const limits = toDiagnosticLimits(constitution);
  const baselinePath = options.baseline ? resolve(options.cwd, options.baseline) : undefined;
  const baseline = baselinePath ? await readBaselineFile(baselinePath, options.updateBaseline) : undefined;

  const scan = await scanDirectory(root, {
    limits,
    includeTests: options.includeTests === true,
    // This process serves nothing else while it scans: blocking reads cost less CPU (read-in-order.ts).
    blockingReads: true,
    onProgress: (state) =>
      onProgress?.({
        filesScanned: state.filesScanned,
        totalFiles: state.totalFiles,
        findings: state.findings,
        phase: state.phase === 'measuring' ? 'Building' : 'Scanning',
      }),
    measure: options.build ? async () => checkBuildTime(await runBuild(root), limits) : undefined,
  });
  // The whole project is scanned (dependency and architecture rules read more than the changed files);
  // only findings located in a changed file are reported, and the outcome says so.
  const findings = changed ? scan.findings.filter((finding) => changed.has(finding.file)) : scan.findings;

  const { fresh, baselined } = options.updateBaseline
    ? { fresh: [], baselined: findings }
    : applyBaseline(findings, baseline);
  if (options.updateBaseline && baselinePath) {
    const next = createBaseline(scan.findings, baseline);
    await writeFile(baselinePath, `${JSON.stringify(next, null, 2)}\n`);
  }

  const summary = summarizeFindings(
    fresh,
    new Map(scan.rules.map((rule) => [rule.id, rule])),
    scan.categories,
  );
  return {
    root,
    scan,
    limits,
    summary,
    fresh,
    baselined,
    undecided: changed ? scan.undecided.filter((call) => changed.has(call.file)) : scan.undecided,
    unparsed: changed ? scan.parseErrors.filter((file) => changed.has(file.file)) : scan.parseErrors,
    ...(changed
      ? {
          changed: {
            files: changed.size,
            base: options.changed === true ? 'HEAD' : String(options.changed),
            notReported: scan.findings.length - findings.length,
          },
        }
      : {}),
    ...(options.updateBaseline ? { recorded: scan.findings.length } : {}),
    failed: fresh.some((finding) => isAtLeast(finding.severity, options.failOn)),
  };
}

async function readBaselineFile(path: string, mayBeMissing: boolean): Promise<Baseline | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && mayBeMissing) return undefined;
    throw new UsageError(`Could not read the baseline ${path}: ${(error as Error).message}`);
  }
  try {
    return parseBaseline(JSON.parse(text));
  } catch (error) {
    throw new UsageError(`${path}: ${(error as Error).message}`);
  }
}

/**
 * The project's constitution, if it has one. Its reader loads only when the file is there: it needs zod, whose
 * loading alone costs about a tenth of a second, a large share of a check on a project with the defaults.
 */
async function readProjectConstitution(root: string): Promise<Constitution | undefined> {
  const absent = await stat(join(root, CONSTITUTION_PATH)).then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ENOENT',
  );
  return absent ? undefined : (await import('../constitution-file')).readConstitution(root);
}
