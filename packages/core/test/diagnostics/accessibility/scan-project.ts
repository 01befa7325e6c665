// A small project run through the scanner with the accessibility rules only, as `charter check` runs a folder: every
// file is read first, and a file that waits on what its imports render is checked again once all are read. For tests
// whose verdict depends on another file of the project.
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import type { SourceFile } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

export const scanAccessibility = (files: SourceFile[]) =>
  scanFiles(files, { parse: parseSource, limits: toDiagnosticLimits(), categories: ['accessibility'] });

/** The project's findings as `file:line rule`, in the order the scanner sorts them (files given in any order). */
export const scanFindings = (files: SourceFile[]): string[] =>
  scanAccessibility(files).findings.map((f) => `${f.file}:${f.line} ${f.ruleId}`);

/** The lines one rule reports on one file (`src/Widget.tsx` unless named), through the same scan. */
export const scanRule = (rule: string, text: string, path = 'src/Widget.tsx'): number[] =>
  scanAccessibility([{ path, text }])
    .findings.filter((f) => f.ruleId === rule)
    .map((f) => f.line);
