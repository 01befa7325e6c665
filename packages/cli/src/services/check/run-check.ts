import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  applyBaseline,
  type Baseline,
  checkBuildTime,
  createBaseline,
  type FindingSeverity,
  isAtLeast,
  parseBaseline,
  summarizeFindings,
  toDiagnosticLimits,
  toMarkdownReport,
  toSarif,
  toTextReport,
} from '@charter/core';
import { scanDirectory } from '@charter/core/node';
import { EXIT, UsageError } from '../../exit-codes';
import { VERSION } from '../../version';
import { readConstitution } from '../constitution-file';
import { listChangedFiles } from './changed-files';
import { runBuild } from './run-build';

export type CheckFormat = 'text' | 'json' | 'sarif' | 'markdown';

export interface CheckOptions {
  path: string;
  cwd: string;
  format: CheckFormat;
  output?: string | undefined;
  failOn: FindingSeverity;
  build: boolean;
  baseline?: string | undefined;
  updateBaseline: boolean;
  quiet: boolean;
  /** Check tests, stories and compiled copies too (skipped by default for HTTP timeouts and accessibility). */
  includeTests?: boolean;
  /** `--changed [base]`: report only findings in files changed against `base` (true: against HEAD). */
  changed?: string | true | undefined;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

export interface ProgressView {
  update(state: { filesScanned: number; totalFiles: number; findings: number; phase: string }): void;
  stop(): void;
}

/** `charter check`: scan, compare with the baseline, report, and answer the exit code. */
export async function runCheck(options: CheckOptions): Promise<number> {
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

  const constitution = await readConstitution(root);
  const limits = toDiagnosticLimits(constitution);
  const baselinePath = options.baseline ? resolve(options.cwd, options.baseline) : undefined;
  const baseline = baselinePath ? await readBaselineFile(baselinePath, options.updateBaseline) : undefined;

  // Ink (and React) load only for a person watching a terminal; JSON, SARIF and pipes never pay for them.
  const progress =
    options.format === 'text' && !options.quiet && options.stderr.isTTY === true
      ? (await import('../../ui/progress')).startProgress(options.stderr)
      : undefined;

  try {
    const result = await scanDirectory(root, {
      limits,
      includeTests: options.includeTests === true,
      onProgress: (state) =>
        progress?.update({
          filesScanned: state.filesScanned,
          totalFiles: state.totalFiles,
          findings: state.findings,
          phase: state.phase === 'measuring' ? 'Building' : 'Scanning',
        }),
      measure: options.build ? async () => checkBuildTime(await runBuild(root), limits) : undefined,
    });
    progress?.stop();
    // The whole project is scanned (dependency and architecture rules read more than the changed files);
    // only findings located in a changed file are reported, and the run says so.
    const findings = changed
      ? result.findings.filter((finding) => changed.has(finding.file))
      : result.findings;
    if (changed && !options.quiet) {
      options.stderr.write(
        `charter: --changed: ${changed.size} changed file${changed.size === 1 ? '' : 's'} against ${options.changed === true ? 'HEAD' : options.changed}; ${result.findings.length - findings.length} finding(s) in other files not reported.\n`,
      );
    }

    const { fresh, baselined } = options.updateBaseline
      ? { fresh: [], baselined: findings }
      : applyBaseline(findings, baseline);
    if (options.updateBaseline && baselinePath) {
      const next = createBaseline(result.findings, baseline);
      await writeFile(baselinePath, `${JSON.stringify(next, null, 2)}\n`);
    }

    const summary = summarizeFindings(
      fresh,
      new Map(result.rules.map((rule) => [rule.id, rule])),
      result.categories,
    );
    const context = {
      target: options.path,
      filesScanned: result.filesScanned,
      baselinedCount: baselined.length,
      lockfiles: result.lockfiles,
    };
    const report =
      options.format === 'json'
        ? `${JSON.stringify(
            {
              tool: { name: 'charter', version: VERSION },
              target: options.path,
              filesScanned: result.filesScanned,
              overallHealth: summary.overallHealth,
              diagnostics: summary.diagnostics,
              findings: fresh,
              baselined: baselined.length,
              skipped: result.skipped,
              lockfiles: result.lockfiles,
              limits: { ...limits, justifiedDependencies: [...limits.justifiedDependencies] },
            },
            null,
            2,
          )}\n`
        : options.format === 'sarif'
          ? `${JSON.stringify(
              toSarif(fresh, result.rules, {
                toolVersion: VERSION,
                exists: (file) => existsSync(join(root, file)),
              }),
              null,
              2,
            )}\n`
          : options.format === 'markdown'
            ? toMarkdownReport(summary, fresh, context)
            : toTextReport(summary, fresh, context);

    if (options.output) {
      await writeFile(resolve(options.cwd, options.output), report);
      if (!options.quiet) options.stderr.write(`charter: report written to ${options.output}\n`);
    } else if (!(options.quiet && options.format === 'text' && fresh.length === 0)) {
      options.stdout.write(report);
    }
    const skipped = describeSkipped(result.skipped);
    if (skipped && !options.quiet && options.format !== 'json') options.stderr.write(`charter: ${skipped}\n`);
    if (options.updateBaseline && !options.quiet) {
      options.stderr.write(`charter: ${result.findings.length} findings recorded in ${options.baseline}\n`);
    }
    return fresh.some((finding) => isAtLeast(finding.severity, options.failOn)) ? EXIT.findings : EXIT.ok;
  } finally {
    progress?.stop();
  }
}

/** "skipped HTTP-timeout and accessibility rules in 3 test and 1 compiled file(s) (--include-tests …)". */
export function describeSkipped(skipped: {
  test: number;
  story: number;
  compiled: number;
}): string | undefined {
  const parts = (['test', 'story', 'compiled'] as const)
    .filter((kind) => skipped[kind] > 0)
    .map((kind) => `${skipped[kind]} ${kind === 'story' ? 'story' : kind}`);
  if (parts.length === 0) return undefined;
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `skipped HTTP-timeout and accessibility rules in ${list} file(s); --include-tests checks them too`;
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
