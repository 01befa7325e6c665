import { compareText } from '../text-order';
import type { Finding, SourceFile } from '../types';
import { checkImportCycles, type ModuleImports } from './cycles';
import { checkFileSize } from './file-size';
import { checkReadme, checkTests } from './project-layout';
import { checkEnvFiles, checkSecretsInSource } from './secrets';
import { checkTypeScriptStrict } from './typescript-strict';

export * from './cycles';
export * from './file-size';
export * from './imports';
export * from './project-layout';
export * from './resolve';
export * from './rules';
export * from './secrets';
export * from './typescript-strict';

/** What the architecture rules read from a scanned tree. */
export interface ArchitectureInput {
  /** Every file path of the tree, relative and `/`-separated (node_modules and build output left out). */
  paths: readonly string[];
  /**
   * Text files to check: code (size), tsconfig files (strict), `.env` files, and every text file to scan
   * for keys and tokens (see `isSecretScanCandidate`).
   */
  files: readonly SourceFile[];
  /** Code files with their imports (`toModuleImports(file, program)`), for the cycle rule. */
  modules: readonly ModuleImports[];
}

/**
 * Every architecture rule. `checkArchitecture({ paths, files, modules })` → findings sorted by file,
 * line and column.
 */
export function checkArchitecture(input: ArchitectureInput): Finding[] {
  return [
    ...checkFileSize(input.files),
    ...checkImportCycles(input.modules),
    ...checkEnvFiles(input.files),
    ...checkSecretsInSource(input.files),
    ...checkReadme(input.paths),
    ...checkTests(input.paths),
    ...checkTypeScriptStrict(input.files),
  ].sort((a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column);
}
