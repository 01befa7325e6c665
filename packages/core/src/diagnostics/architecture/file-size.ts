import { isCodeFile } from '../ast';
import type { Finding, SourceFile } from '../types';
import { isTestPath } from './project-layout';
import { MAX_CODE_FILE_LINES, MAX_TEST_FILE_LINES, oversizedFileRule } from './rules';

/** Lines of a text: a final newline does not start another line. */
export function countLines(text: string): number {
  if (text === '') return 0;
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** Generated or bundled code nobody edits by hand: a `@generated` / "DO NOT EDIT" header, or `.min.` files. */
export function isGeneratedFile(file: SourceFile): boolean {
  return /\.min\.[cm]?js$/.test(file.path) || /@generated|DO NOT EDIT/i.test(file.text.slice(0, 500));
}

/**
 * `arch/oversized-file`: a code file over `MAX_CODE_FILE_LINES` lines (`MAX_TEST_FILE_LINES` for tests),
 * reported on line 1. Generated files are skipped.
 */
export function checkFileSize(files: readonly SourceFile[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of files) {
    // Declarations (`.d.mts`, `.d.cts` too) describe code rather than hold it.
    if (!isCodeFile(file.path) || /\.d\.[cm]?ts$/.test(file.path) || isGeneratedFile(file)) continue;
    const limit = isTestPath(file.path) ? MAX_TEST_FILE_LINES : MAX_CODE_FILE_LINES;
    const lines = countLines(file.text);
    if (lines <= limit) continue;
    findings.push({
      ruleId: oversizedFileRule.id,
      category: oversizedFileRule.category,
      severity: oversizedFileRule.severity,
      file: file.path,
      line: 1,
      column: 1,
      message: `${file.path} has ${lines} lines, over the limit of ${limit}.`,
      evidence: `${lines} lines (limit ${limit})`,
      fix:
        `Split ${file.path} by concern into files of at most ${limit} lines (one exported concept per file), ` +
        'and import them where they are used.',
    });
  }
  return findings;
}
