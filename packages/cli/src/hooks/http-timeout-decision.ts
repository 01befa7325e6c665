import {
  type Constitution,
  type DecisionInput,
  type Finding,
  scanFiles,
  toDiagnosticLimits,
} from '@charter/core';
import { parseSource } from '@charter/scanner/parse';

const HTTP_RULES = new Set(['perf/http-timeout-missing', 'perf/http-timeout-too-long']);

function scanHttp(path: string, text: string, constitution: Constitution): Finding[] {
  if (text === '') return [];
  const limits = toDiagnosticLimits(constitution);
  const result = scanFiles([{ path, text }], { parse: parseSource, limits, categories: ['performance'] });
  return result.findings.filter((finding) => HTTP_RULES.has(finding.ruleId));
}

/** Findings of `after` that `before` did not have already (same rule and evidence), so old code passes. */
function newFindings(before: readonly Finding[], after: readonly Finding[]): Finding[] {
  const seen = new Map<string, number>();
  for (const f of before)
    seen.set(`${f.ruleId}\0${f.evidence}`, (seen.get(`${f.ruleId}\0${f.evidence}`) ?? 0) + 1);
  return after.filter((f) => {
    const key = `${f.ruleId}\0${f.evidence}`;
    const left = seen.get(key) ?? 0;
    if (left === 0) return true;
    seen.set(key, left - 1);
    return false;
  });
}

/**
 * The `api_configuration` decision a source change asks for when it adds an outbound HTTP call without a
 * timeout (metadata `timeout_ms: null`, which core reads as "none set") or with one above the constitution's
 * limit (`timeout_ms` the longest such value); null when it adds neither. Core's scanner judges the calls.
 */
export async function toHttpTimeoutDecision(
  constitution: Constitution,
  relativePath: string,
  before: string,
  after: string,
  agentId: string,
): Promise<DecisionInput | null> {
  const found = newFindings(
    scanHttp(relativePath, before, constitution),
    scanHttp(relativePath, after, constitution),
  );
  if (found.length === 0) return null;
  const missing = found.filter((f) => f.ruleId === 'perf/http-timeout-missing');
  const longest = Math.max(...found.map((f) => f.measured ?? 0));
  const timeoutMs = missing.length > 0 || longest === 0 ? null : longest;
  const first = (missing[0] ?? found[0]) as Finding;
  return {
    decision_type: 'api_configuration',
    description:
      timeoutMs === null
        ? `Outbound HTTP call without a timeout in ${relativePath}:${first.line}`
        : `Outbound HTTP call with a ${timeoutMs} ms timeout in ${relativePath}:${first.line}`,
    proposed_action: found
      .map((f) => `${f.file}:${f.line}: ${f.evidence}`)
      .join('\n')
      .slice(0, 5000),
    metadata: {
      timeout_ms: timeoutMs,
      file: relativePath,
      evidence: found.map((f) => ({ line: f.line, rule: f.ruleId, text: f.evidence, fix: f.fix })),
    },
    agent_id: agentId,
  };
}
