import type { Invocation, Log, Region, ReportingDescriptor, Result } from 'sarif';
import { missingReadmeRule } from '../architecture/rules';
import { fingerprintFindings, hash64 } from '../fingerprint';
import type { Finding, FindingSeverity, RuleMeta, UndecidedCall, UnparsedFile } from '../types';

/**
 * SARIF 2.1.0 as GitHub code scanning reads it ("SARIF support for code scanning", docs.github.com
 * code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning):
 * - driver: name, version, informationUri; rules with shortDescription, fullDescription (≤ 1000 characters),
 *   help.text and help.markdown, helpUri (the rule's section of docs/rules.md), defaultConfiguration.level,
 *   properties.tags / precision / problem.severity, and security-severity for `security` rules;
 * - results: message, one location relative to the repository root (`%SRCROOT%`) whose region has
 *   startLine, startColumn, endLine and endColumn, and partialFingerprints.primaryLocationLineHash ("code
 *   scanning only uses the primaryLocationLineHash") beside our own charterFinding/v1;
 * - a finding about a file that does not exist (a missing README) gets no location rather than a false one.
 * Calls the checker could not judge are not results (code scanning would raise alerts for them) but
 * `invocations[0].toolExecutionNotifications` of level "note" (SARIF 2.1.0 §3.20.21, §3.58; the OASIS text,
 * Appendix I, reads only an "error" notification or `executionSuccessful: false` as an incomplete run, and the
 * invocation's one required property is `executionSuccessful`, per microsoft/sarif-tutorials
 * docs/3-Beyond-basics.md "Invocations"). GitHub's results are unchanged; the log says what was not judged.
 * Files the parser could not read are notifications of level "warning", located at the file (and the
 * parser's position when known): the run still succeeded and its results stand, so not "error", which
 * Appendix I reads as a possibly incomplete result set and some consumers (GitLab's report converter) fail on.
 */

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** Charter's home: the SARIF driver's informationUri and the base of every rule's helpUri. */
export const CHARTER_HOME_URL = 'https://github.com/charter-dev/charter';

const LEVEL: Record<FindingSeverity, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
};

/** GitHub's `problem.severity` for non-security rules: error, warning or recommendation. */
const PROBLEM_SEVERITY: Record<FindingSeverity, 'error' | 'warning' | 'recommendation'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'recommendation',
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
  /** The driver's informationUri and the base of the rules' helpUri (CHARTER_HOME_URL by default). */
  informationUri?: string;
  /** Whether a finding's file exists in the scanned tree; a finding about a missing file gets no location. */
  exists?: (path: string) => boolean;
  /** Outbound HTTP calls not judged (`ScanResult.undecided`): written as notifications, never as results. */
  undecided?: readonly UndecidedCall[];
  /** Source files that could not be parsed (`ScanResult.parseErrors`): "warning" notifications. */
  unparsed?: readonly UnparsedFile[];
  /** Wanted files the reader passed over (`ScanResult.unread`): "warning" notifications, as unparsed ones. */
  unread?: readonly string[];
}

/**
 * One "warning" notification per file not parsed, then one "note" per call not judged, each located
 * (`run.invocations`, only when there is any).
 */
function toInvocations(
  undecided: readonly UndecidedCall[],
  unparsed: readonly UnparsedFile[],
  unread: readonly string[],
) {
  if (undecided.length === 0 && unparsed.length === 0 && unread.length === 0) return {};
  const notRead = unread.map((file) => ({
    level: 'warning' as const,
    message: { text: 'Not read (over 2 MB, binary or unreadable), so no rule checked it.' },
    locations: [{ physicalLocation: { artifactLocation: { uri: encodeURI(file), uriBaseId: '%SRCROOT%' } } }],
  }));
  const notParsed = unparsed.map((file) => ({
    level: 'warning' as const,
    message: { text: `Could not be parsed, so its code rules were not checked: ${file.message}` },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: encodeURI(file.file), uriBaseId: '%SRCROOT%' },
          ...(file.line === undefined
            ? {}
            : { region: { startLine: file.line, startColumn: file.column ?? 1 } }),
        },
      },
    ],
  }));
  const invocation = {
    executionSuccessful: true,
    toolExecutionNotifications: [
      ...notRead,
      ...notParsed,
      ...undecided.map((call) => ({
        level: 'note' as const,
        message: {
          text: `${call.what} not judged: ${call.reason ?? 'its timeout is decided where the checker cannot see'}.`,
        },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: encodeURI(call.file), uriBaseId: '%SRCROOT%' },
              region: { startLine: call.line, startColumn: call.column },
            },
          },
        ],
      })),
    ],
  } satisfies Invocation;
  return { invocations: [invocation] };
}

/**
 * Whether a finding can be located in a file: not when it is about a file that is absent by definition (the
 * missing README), about the whole repository (`.`), or about a file the caller says does not exist.
 */
function isLocatable(finding: Finding, exists: SarifOptions['exists']): boolean {
  if (finding.file === '.' || finding.file === '' || finding.ruleId === missingReadmeRule.id) return false;
  return exists ? exists(finding.file) : true;
}

/** The anchor GitHub gives a `## <rule id>` heading: lower case, punctuation other than `-` and `_` dropped. */
export const toRuleAnchor = (ruleId: string): string =>
  ruleId
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');

/** The rule's section of docs/rules.md, e.g. `<home>/blob/main/docs/rules.md#perfhttp-timeout-missing`. */
export const toRuleHelpUri = (ruleId: string, home = CHARTER_HOME_URL): string =>
  `${home}/blob/main/docs/rules.md#${toRuleAnchor(ruleId)}`;

const wcagLine = (rule: RuleMeta) =>
  rule.wcag ? `WCAG 2.1 ${rule.wcag.criterion} ${rule.wcag.name} (level ${rule.wcag.level}).` : '';

/**
 * GitHub's primaryLocationLineHash: a hash of the flagged line's content (whitespace removed, so formatting
 * and lines moving up or down keep it) in its file, and `:<n>` numbering repeats of it, as CodeQL writes it.
 */
function toLineHashes(findings: readonly Finding[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((finding) => {
    const content = finding.evidence.replace(/\s+/g, '') || finding.ruleId;
    const hash = hash64(`${finding.file}\u0000${content}`);
    const key = `${finding.ruleId}\u0000${hash}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return `${hash}:${occurrence}`;
  });
}

/** The region GitHub requires: start and end; the end is the evidence's first line, or one character. */
function toRegion(finding: Finding) {
  const firstLine = finding.evidence.split('\n')[0] ?? '';
  const single = finding.evidence !== '' && !finding.evidence.includes('\n');
  return {
    startLine: finding.line,
    startColumn: finding.column,
    endLine: finding.line,
    endColumn: finding.column + Math.max(1, single ? firstLine.length : 1),
    ...(finding.evidence ? { snippet: { text: finding.evidence } } : {}),
  } satisfies Region;
}

/**
 * The SARIF log of a scan. Each part `satisfies` its `@types/sarif` type (the OASIS 2.1.0 schema as
 * TypeScript), so a misspelt or mistyped field fails the build while callers keep the exact shape.
 */
export function toSarif(findings: readonly Finding[], rules: readonly RuleMeta[], options: SarifOptions) {
  const home = options.informationUri ?? CHARTER_HOME_URL;
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const fingerprints = fingerprintFindings(findings);
  const lineHashes = toLineHashes(findings);
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0' as const,
    runs: [
      {
        tool: {
          driver: {
            name: 'Charter',
            version: options.toolVersion,
            informationUri: home,
            rules: rules.map((rule) => {
              const helpUri = toRuleHelpUri(rule.id, home);
              const wcag = wcagLine(rule);
              return {
                id: rule.id,
                name: toPascalCase(rule.id),
                shortDescription: { text: rule.title },
                fullDescription: { text: rule.help.slice(0, 1000) },
                helpUri,
                help: {
                  text: wcag ? `${rule.help}\n${wcag}` : rule.help,
                  markdown: [
                    `**${rule.title}** (\`${rule.id}\`)`,
                    rule.help,
                    ...(wcag ? [wcag] : []),
                    `[Rule reference](${helpUri})`,
                  ].join('\n\n'),
                },
                defaultConfiguration: { level: LEVEL[rule.severity] },
                properties: {
                  tags: [
                    rule.category,
                    ...(rule.wcag ? [`wcag${rule.wcag.criterion.replaceAll('.', '')}`] : []),
                    ...(rule.security ? ['security'] : []),
                  ],
                  precision: 'high',
                  'problem.severity': PROBLEM_SEVERITY[rule.severity],
                  ...(rule.security ? { 'security-severity': SECURITY_SEVERITY[rule.severity] } : {}),
                },
              } satisfies ReportingDescriptor;
            }),
          },
        },
        results: findings.map((finding, index) => {
          const located = isLocatable(finding, options.exists);
          return {
            ruleId: finding.ruleId,
            ...(ruleIndex.has(finding.ruleId) ? { ruleIndex: ruleIndex.get(finding.ruleId) } : {}),
            level: LEVEL[finding.severity],
            message: { text: `${finding.message} Fix: ${finding.fix}` },
            locations: located
              ? [
                  {
                    physicalLocation: {
                      artifactLocation: { uri: encodeURI(finding.file), uriBaseId: '%SRCROOT%' },
                      region: toRegion(finding),
                    },
                  },
                ]
              : [],
            partialFingerprints: {
              primaryLocationLineHash: lineHashes[index] as string,
              'charterFinding/v1': fingerprints[index] as string,
            },
          } satisfies Result;
        }),
        ...toInvocations(options.undecided ?? [], options.unparsed ?? [], options.unread ?? []),
      },
    ],
  } satisfies Log;
}

/**
 * docs/rules.md: one section per rule, headed by its id (the anchor every SARIF helpUri points at), with its
 * title, severity, category, WCAG criterion and why it matters.
 */
export function toRulesMarkdown(rules: readonly RuleMeta[]): string {
  const sections = rules.map((rule) =>
    [
      `## ${rule.id}`,
      '',
      `**${rule.title}** — severity ${rule.severity}, category ${rule.category}${rule.security ? ', security' : ''}.`,
      '',
      rule.help,
      ...(rule.wcag ? ['', wcagLine(rule)] : []),
      '',
    ].join('\n'),
  );
  return [
    '# Charter rules',
    '',
    'Every rule `charter check` reports, by id. Code scanning links each alert here (SARIF `helpUri`).',
    'Generated from the rule registry: `pnpm --filter @charter/core run rules-doc`.',
    '',
    ...sections,
  ].join('\n');
}

function toPascalCase(id: string): string {
  return id
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');
}
