import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AnalyzeProjectInput,
  CharterError,
  type Constitution,
  ConstitutionSchema,
  DIAGNOSTIC_CATEGORIES,
  type DiagnosticCategory,
  type ProjectAnalysis,
  summarizeFindings,
  toDiagnosticLimits,
} from '@charter/core';
import { listProjectFiles, scanDirectory } from '@charter/scanner';
import type { z } from 'zod';
import { type AnalysisGate, createAnalysisGate } from './project-analysis-gate';
import { cloneRepository, readLocalCommit } from './project-analysis-git';
import { type AnalysisTarget, resolvePublicHost, toAnalysisTarget } from './project-analysis-source';

/** How the app bounds project analyses; `createApp({ analysis })` overrides these (tests use loopback and http). */
export interface AnalysisOptions {
  /** Clone from hosts that resolve to loopback or private addresses (tests only: SSRF protection off). */
  allowPrivateHosts?: boolean;
  /** Accept http:// git URLs (tests only). */
  allowHttp?: boolean;
  /** The whole analysis, clone and scan, in milliseconds (60 s). */
  timeoutMs?: number;
  /** The repository's checkout and download, in bytes (200 MB). */
  maxBytes?: number;
  /** Files in the repository (20 000). */
  maxFiles?: number;
  /** Analyses at once in this process (2); one per user. */
  concurrency?: number;
  /** Where the temporary clones go (the system's temp directory). */
  tempDir?: string;
}

/** Temporary clones are named so an operator (and the tests) can find a leftover one. */
export const ANALYSIS_TEMP_PREFIX = 'charter-analysis-';

export const ANALYSIS_DEFAULTS = {
  timeoutMs: 60_000,
  maxBytes: 200 * 1024 * 1024,
  maxFiles: 20_000,
  concurrency: 2,
} as const;

type Input = z.output<typeof AnalyzeProjectInput>;

export interface ProjectAnalyzer {
  analyze(userId: string, input: Input): Promise<ProjectAnalysis>;
}

const CATEGORY_OPTIONS: Record<DiagnosticCategory, keyof Input['options']> = {
  dependencies: 'includeDependencies',
  performance: 'includePerformance',
  accessibility: 'includeAccessibility',
  architecture: 'includeArchitecture',
};

function toCategories(options: Input['options']): DiagnosticCategory[] {
  const categories = DIAGNOSTIC_CATEGORIES.filter((category) => options[CATEGORY_OPTIONS[category]]);
  if (categories.length === 0) {
    throw new CharterError('VALIDATION_FAILED', 'Choose at least one category to analyze.');
  }
  return categories;
}

/** The repository's own constitution sets the thresholds, as for `charter check`; an unreadable one is ignored. */
async function readConstitution(root: string): Promise<Constitution | undefined> {
  try {
    const text = await readFile(join(root, '.charter', 'constitution.json'), 'utf8');
    const parsed = ConstitutionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** `work`'s answer, or the signal's reason as soon as it aborts (the work itself is left to settle). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Project Diagnostic (POST /api/project/analyze): resolves the target, clones it into a temporary
 * directory within the time and size limits (or reads an allowed local directory), scans it with the
 * same code as `charter check`, and always removes the clone.
 * @example await createProjectAnalyzer({ env, now }).analyze(user.id, { projectUrl, options })
 */
export function createProjectAnalyzer(deps: {
  allowLocalPaths: boolean;
  now: () => Date;
  options?: AnalysisOptions | undefined;
}): ProjectAnalyzer {
  const options = { ...ANALYSIS_DEFAULTS, ...deps.options };
  const gate: AnalysisGate = createAnalysisGate({
    total: options.concurrency,
    perUser: 1,
    retryAfterSeconds: 10,
  });
  const limits = { maxBytes: options.maxBytes, maxFiles: options.maxFiles };
  const seconds = Math.round(options.timeoutMs / 1000);

  async function scanTarget(
    target: AnalysisTarget,
    work: string,
    signal: AbortSignal,
  ): Promise<{ root: string; commit: string | null }> {
    const home = join(work, 'home');
    await mkdir(home);
    if (target.kind === 'directory') {
      const info = await stat(target.path).catch(() => undefined);
      if (!info?.isDirectory()) {
        throw new CharterError('BAD_REQUEST', `${target.path} is not a directory on the server.`);
      }
      return { root: target.path, commit: await readLocalCommit(target.path, home, signal) };
    }
    let pinnedResolve: string | undefined;
    if (target.kind === 'remote') {
      // getaddrinfo has no deadline of its own: the analysis's deadline bounds it.
      const addresses = await untilAborted(
        resolvePublicHost(target.host, { allowPrivateHosts: options.allowPrivateHosts === true }),
        signal,
      );
      const literal = target.host.replace(/^\[|\]$/g, '');
      if (!addresses.includes(literal)) {
        const list = addresses.map((a) => (a.includes(':') ? `[${a}]` : a)).join(',');
        pinnedResolve = `${target.host}:${target.port}:${list}`;
      }
    } else {
      const info = await stat(target.path).catch(() => undefined);
      if (!info?.isDirectory()) {
        throw new CharterError('BAD_REQUEST', `${target.path} is not a directory on the server.`);
      }
    }
    const root = join(work, 'repo');
    const cloned = await cloneRepository({
      url: target.url,
      dir: root,
      home,
      protocols: target.kind === 'file-url' ? ['file'] : options.allowHttp ? ['https', 'http'] : ['https'],
      pinnedResolve,
      limits,
      signal,
    });
    return { root, commit: cloned.commit };
  }

  return {
    async analyze(userId, input) {
      const categories = toCategories(input.options);
      const target = toAnalysisTarget(input.projectUrl, {
        allowLocalPaths: deps.allowLocalPaths,
        allowHttp: options.allowHttp === true,
      });
      const release = gate.enter(userId);
      const started = Date.now();
      const controller = new AbortController();
      const timer = setTimeout(
        () =>
          controller.abort(
            new CharterError(
              'UNAVAILABLE',
              `The analysis took longer than ${seconds} s and was stopped. Try again, or analyze a smaller repository.`,
            ),
          ),
        options.timeoutMs,
      );
      let work: string | undefined;
      try {
        work = await mkdtemp(join(options.tempDir ?? tmpdir(), ANALYSIS_TEMP_PREFIX));
        const { root, commit } = await scanTarget(target, work, controller.signal);
        const files = await untilAborted(listProjectFiles(root), controller.signal);
        if (files.length > options.maxFiles) {
          throw new CharterError(
            'PAYLOAD_TOO_LARGE',
            `The project is too large to analyze: it has ${files.length.toLocaleString('en-US')} files; the limit is ${options.maxFiles.toLocaleString('en-US')}.`,
          );
        }
        const result = await scanDirectory(root, {
          limits: toDiagnosticLimits(await readConstitution(root)),
          categories,
          files,
          signal: controller.signal,
        });
        const summary = summarizeFindings(
          result.findings,
          new Map(result.rules.map((rule) => [rule.id, rule])),
          result.categories,
        );
        return {
          diagnostics: summary.diagnostics,
          overallHealth: summary.overallHealth,
          findings: result.findings,
          rules: result.rules,
          filesScanned: result.filesScanned,
          lockfiles: result.lockfiles,
          undecided: result.undecided,
          unparsed: result.parseErrors,
          source: {
            projectUrl: input.projectUrl,
            kind: target.kind === 'directory' ? 'local' : 'git',
            commit,
          },
          analyzedAt: deps.now().toISOString(),
          durationMs: Math.max(0, Math.round(Date.now() - started)),
        };
      } finally {
        clearTimeout(timer);
        // git's process group is dead by now (runGit waits for it), so nothing writes while this removes.
        if (work) await rm(work, { recursive: true, force: true, maxRetries: 3 });
        release();
      }
    },
  };
}
