import {
  createScanner,
  type DiagnosticCategory,
  type DiagnosticLimits,
  type Finding,
  findNoiseFiles,
  type ParseSource,
  type ScanResult,
} from '@charter/core';
import { listProjectFiles } from './list-project-files';
import { parseSource } from './parse-source';
import { readInOrder, readInOrderBlocking } from './read-in-order';

export interface ScanProgress {
  /** `scanning` while files are read and checked; `measuring` while `measure` runs. */
  phase: 'scanning' | 'measuring';
  filesScanned: number;
  totalFiles: number;
  findings: number;
}

export interface ScanDirectoryOptions {
  limits: DiagnosticLimits;
  categories?: readonly DiagnosticCategory[];
  /** oxc-parser by default. */
  parse?: ParseSource;
  /** The project's files when the caller listed them already (to bound their number first). */
  files?: readonly string[];
  onProgress?: (progress: ScanProgress) => void;
  /** Findings measured outside the tree (the CLI's `--build`), added before the scan finishes. */
  measure?: () => Promise<readonly Finding[]>;
  /** Stops the scan between two files (the server's deadline); the signal's reason is thrown. */
  signal?: AbortSignal;
  /** Check tests, stories and compiled copies too (skipped by default, and counted in `skipped`). */
  includeTests?: boolean;
  /**
   * Read with blocking calls (less CPU), for a process that serves nothing else while it scans: the CLI.
   * The server leaves this off so its event loop keeps answering.
   */
  blockingReads?: boolean;
}

/**
 * Scans a directory on disk with core's scanner: the files git lists (or a walk), read with bounded
 * concurrency, checked in a deterministic order. The CLI's `charter check` and the server's project
 * analysis both run exactly this.
 * @example const result = await scanDirectory('/repo', { limits: toDiagnosticLimits() })
 */
export async function scanDirectory(root: string, options: ScanDirectoryOptions): Promise<ScanResult> {
  const { signal, onProgress } = options;
  signal?.throwIfAborted();
  const files = options.files ?? (await listProjectFiles(root));
  const scanner = createScanner({
    parse: options.parse ?? parseSource,
    limits: options.limits,
    categories: options.categories,
    noise: options.includeTests ? undefined : findNoiseFiles(files),
  });
  let findings = 0;
  let filesScanned = 0;
  await (options.blockingReads ? readInOrderBlocking : readInOrder)(
    root,
    files,
    (path) => scanner.wants(path),
    (path, text) => {
      signal?.throwIfAborted();
      findings += scanner.add(path, text);
      filesScanned++;
      onProgress?.({ phase: 'scanning', filesScanned, totalFiles: files.length, findings });
    },
  );
  if (options.measure) {
    onProgress?.({ phase: 'measuring', filesScanned, totalFiles: files.length, findings });
    scanner.addFindings(await options.measure());
  }
  return scanner.finish();
}
