import { fingerprintFindings } from '../fingerprint';
import type { Finding, FindingSeverity, RuleMeta } from '../types';

/**
 * SARIF 2.1.0 as GitHub code scanning reads it: the rules with their help text, one result per finding with
 * a location relative to the repository root (`%SRCROOT%`), a stable partial fingerprint, and the level
 * from the severity (critical/high → error, medium → warning, low → note).
 */

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

const LEVEL: Record<FindingSeverity, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
};

/** GitHub orders alerts by this 0–10 score when a rule is tagged `security`. */
const SECURITY_SEVERITY: Record<FindingSeverity, string> = {
  critical: '9.0',
  high: '7.0',
  medium: '5.0',
  low: '2.0',
};

export interface SarifOptions {
  toolVersion: string;
  informationUri?: string;
}

export function toSarif(findings: readonly Finding[], rules: readonly RuleMeta[], options: SarifOptions) {
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const fingerprints = fingerprintFindings(findings);
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0' as const,
    runs: [
      {
        tool: {
          driver: {
            name: 'Charter',
            version: options.toolVersion,
            ...(options.informationUri ? { informationUri: options.informationUri } : {}),
            rules: rules.map((rule) => ({
              id: rule.id,
              name: toPascalCase(rule.id),
              shortDescription: { text: rule.title },
              fullDescription: { text: rule.help },
              help: {
                text: rule.wcag
                  ? `${rule.help}\nWCAG 2.1 ${rule.wcag.criterion} ${rule.wcag.name} (level ${rule.wcag.level}).`
                  : rule.help,
              },
              defaultConfiguration: { level: LEVEL[rule.severity] },
              properties: {
                tags: [
                  rule.category,
                  ...(rule.wcag ? [`wcag${rule.wcag.criterion.replaceAll('.', '')}`] : []),
                  ...(rule.security ? ['security'] : []),
                ],
                precision: 'high',
                ...(rule.security ? { 'security-severity': SECURITY_SEVERITY[rule.severity] } : {}),
              },
            })),
          },
        },
        results: findings.map((finding, index) => ({
          ruleId: finding.ruleId,
          ...(ruleIndex.has(finding.ruleId) ? { ruleIndex: ruleIndex.get(finding.ruleId) } : {}),
          level: LEVEL[finding.severity],
          message: { text: `${finding.message} Fix: ${finding.fix}` },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: encodeURI(finding.file), uriBaseId: '%SRCROOT%' },
                region: {
                  startLine: finding.line,
                  startColumn: finding.column,
                  ...(finding.evidence ? { snippet: { text: finding.evidence } } : {}),
                },
              },
            },
          ],
          partialFingerprints: { 'charterFinding/v1': fingerprints[index] as string },
        })),
      },
    ],
  };
}

function toPascalCase(id: string): string {
  return id
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');
}
