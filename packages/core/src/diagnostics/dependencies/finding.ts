import { createLineIndex, type Finding, type RuleMeta, toEvidence } from '../types';

/** The line around an offset, as evidence: `"lodash": "^4.17.21",`. */
export function lineEvidence(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const newline = text.indexOf('\n', offset);
  return toEvidence(text, start, newline === -1 ? text.length : newline);
}

/** A finding of `rule` at an offset of a file's text (line and column computed, evidence the line). */
export function findingAt(
  rule: RuleMeta,
  file: { path: string; text: string },
  offset: number,
  detail: { message: string; fix: string; evidence?: string },
  lineIndex: (offset: number) => { line: number; column: number } = createLineIndex(file.text),
): Finding {
  const { line, column } = lineIndex(offset);
  return {
    ruleId: rule.id,
    category: rule.category,
    severity: rule.severity,
    file: file.path,
    line,
    column,
    message: detail.message,
    evidence: detail.evidence ?? lineEvidence(file.text, offset),
    fix: detail.fix,
  };
}
