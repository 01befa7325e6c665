import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_RULES } from '../../src/diagnostics/accessibility/index';
import { ARCHITECTURE_RULES } from '../../src/diagnostics/architecture/index';
import { DEPENDENCY_RULES } from '../../src/diagnostics/dependencies/index';
import {
  applyBaseline,
  createBaseline,
  fingerprintFindings,
  isAtLeast,
  parseBaseline,
  summarizeFindings,
  toMarkdownReport,
  toRuleCost,
  toSarif,
  toStatus,
  toTextReport,
} from '../../src/diagnostics/index';
import { PERFORMANCE_RULES } from '../../src/diagnostics/performance/index';
import type { Finding, RuleMeta } from '../../src/diagnostics/types';
import sarifSchema from './schemas/sarif-2.1.0-rtm.5.json' with { type: 'json' };

const RULES: RuleMeta[] = [
  {
    id: 'perf/http-timeout-missing',
    category: 'performance',
    severity: 'high',
    title: 'Outbound HTTP call without a timeout',
    help: 'A call without a timeout can hang a request forever.',
  },
  {
    id: 'a11y/img-alt',
    category: 'accessibility',
    severity: 'high',
    title: 'Image without a text alternative',
    help: 'Screen readers announce nothing useful.',
    wcag: { criterion: '1.1.1', level: 'A', name: 'Non-text Content' },
  },
  {
    id: 'arch/committed-secret',
    category: 'architecture',
    severity: 'critical',
    title: 'Secret committed to the repository',
    help: 'Anyone with the repository has the key.',
    security: true,
  },
];
const RULE_MAP = new Map(RULES.map((rule) => [rule.id, rule]));

function finding(overrides: Partial<Finding> = {}): Finding {
  return {
    ruleId: 'perf/http-timeout-missing',
    category: 'performance',
    severity: 'high',
    file: 'src/api.ts',
    line: 3,
    column: 1,
    message: 'fetch() has no timeout.',
    evidence: 'fetch(url)',
    fix: 'Pass { signal: AbortSignal.timeout(10_000) }.',
    ...overrides,
  };
}

describe('summarizeFindings', () => {
  it('gives 100 and healthy to a category without findings, and leaves unscanned categories out', () => {
    const summary = summarizeFindings([], RULE_MAP, ['performance', 'accessibility']);
    expect(summary.diagnostics.map((d) => [d.category, d.score, d.status])).toEqual([
      ['performance', 100, 'healthy'],
      ['accessibility', 100, 'healthy'],
    ]);
    expect(summary.overallHealth).toBe(100);
  });

  it('costs a rule weight × (1 + ln count): repeats weigh less than new problems', () => {
    expect(toRuleCost('high', 1)).toBe(15);
    expect(toRuleCost('high', 3)).toBeCloseTo(15 * (1 + Math.log(3)));
    const one = summarizeFindings([finding()], RULE_MAP, ['performance']).diagnostics[0];
    expect(one?.score).toBe(85);
    const three = summarizeFindings(
      [finding(), finding({ line: 9 }), finding({ file: 'src/b.ts' })],
      RULE_MAP,
      ['performance'],
    ).diagnostics[0];
    expect(three?.score).toBe(Math.round(100 - 15 * (1 + Math.log(3))));
    expect(three?.status).toBe('warning');
  });

  it('uses the spec thresholds 80 and 60 and never goes below 0', () => {
    expect([toStatus(80), toStatus(79), toStatus(60), toStatus(59)]).toEqual([
      'healthy',
      'warning',
      'warning',
      'critical',
    ]);
    const many = Array.from({ length: 40 }, (_, i) =>
      finding({ ruleId: `arch/r${i}`, category: 'architecture', severity: 'critical' }),
    );
    expect(summarizeFindings(many, RULE_MAP, ['architecture']).diagnostics[0]?.score).toBe(0);
  });

  it('lists issues most severe first and recommendations by priority, with effort and risk', () => {
    const summary = summarizeFindings(
      [
        finding({ severity: 'medium', ruleId: 'a11y/heading-order', category: 'accessibility', line: 1 }),
        ...Array.from({ length: 5 }, (_, i) =>
          finding({ ruleId: 'a11y/img-alt', category: 'accessibility', line: 10 + i, file: 'src/App.tsx' }),
        ),
      ],
      RULE_MAP,
      ['accessibility'],
    );
    const a11y = summary.diagnostics[0];
    expect(a11y?.issues[0]).toMatchObject({ severity: 'high', title: 'Image without a text alternative' });
    expect(a11y?.issues.at(-1)?.severity).toBe('medium');
    expect(a11y?.recommendations.map((r) => [r.ruleId, r.priority, r.effort, r.risk])).toEqual([
      ['a11y/img-alt', 1, 'medium', 'high'],
      ['a11y/heading-order', 2, 'low', 'medium'],
    ]);
    expect(a11y?.recommendations[0]?.description).toMatch(/^5 findings in 1 file\. /);
    expect(summary.overallHealth).toBe(a11y?.score);
  });

  it('compares severities for --fail-on', () => {
    expect(isAtLeast('critical', 'high')).toBe(true);
    expect(isAtLeast('high', 'high')).toBe(true);
    expect(isAtLeast('medium', 'high')).toBe(false);
    expect(isAtLeast('low', 'low')).toBe(true);
  });
});

describe('fingerprints and baselines', () => {
  it('keeps a finding’s identity when it moves, and tells repeats apart', () => {
    const [a] = fingerprintFindings([finding({ line: 3 })]);
    const [b] = fingerprintFindings([finding({ line: 40, column: 7 })]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    const twice = fingerprintFindings([finding(), finding({ line: 8 })]);
    expect(new Set(twice).size).toBe(2);
    const [other] = fingerprintFindings([finding({ file: 'src/other.ts' })]);
    expect(other).not.toBe(a);
  });

  it('lets only new findings through a baseline and keeps recorded reasons', () => {
    const old = [
      finding(),
      finding({ ruleId: 'a11y/img-alt', category: 'accessibility', evidence: '<img>' }),
    ];
    const baseline = createBaseline(old);
    baseline.entries[1] = {
      ...(baseline.entries[1] as (typeof baseline.entries)[number]),
      reason: 'Legacy page.',
    };
    const now = [...old, finding({ file: 'src/new.ts', evidence: 'fetch(other)' })];
    const { fresh, baselined } = applyBaseline(now, parseBaseline(JSON.parse(JSON.stringify(baseline))));
    expect(fresh.map((f) => f.file)).toEqual(['src/new.ts']);
    expect(baselined).toHaveLength(2);
    expect(createBaseline(now, baseline).entries.map((e) => e.reason)).toEqual([
      undefined,
      'Legacy page.',
      undefined,
    ]);
  });

  it('refuses a file that is not a baseline, in a sentence', () => {
    expect(() => parseBaseline({ findings: [] })).toThrow(/not a Charter baseline/);
    expect(() => parseBaseline({ version: 1, entries: [{ ruleId: 'x' }] })).toThrow(/fingerprint/);
  });
});

/** The schema's language-tag pattern is not valid in unicode mode, hence `unicodeRegExp: false`. */
function compileSarifSchema() {
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile(sarifSchema);
}

describe('toSarif', () => {
  const findings = [
    finding(),
    finding({
      ruleId: 'a11y/img-alt',
      category: 'accessibility',
      file: 'src/pages/home page.tsx',
      line: 12,
      column: 5,
      evidence: '<img src={logo} />',
      message: 'Image has no alt.',
      fix: 'Add alt text.',
    }),
    finding({
      ruleId: 'arch/committed-secret',
      category: 'architecture',
      severity: 'critical',
      file: '.env',
    }),
  ];
  const sarif = toSarif(findings, RULES, { toolVersion: '0.1.0' });

  it('validates against the SARIF 2.1.0 schema', () => {
    const validate = compileSarifSchema();
    const valid = validate(JSON.parse(JSON.stringify(sarif)));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('is rejected by the schema when broken, so the check above can fail', () => {
    const validate = compileSarifSchema();
    const broken = JSON.parse(JSON.stringify(sarif));
    broken.runs[0].results[0].level = 'fatal';
    expect(validate(broken)).toBe(false);
  });

  it('carries rules with help, levels, relative locations and fingerprints as GitHub reads them', () => {
    const run = sarif.runs[0];
    expect(run?.tool.driver.rules.map((r) => [r.id, r.defaultConfiguration.level])).toEqual([
      ['perf/http-timeout-missing', 'error'],
      ['a11y/img-alt', 'error'],
      ['arch/committed-secret', 'error'],
    ]);
    expect(run?.tool.driver.rules[1]?.help.text).toContain('WCAG 2.1 1.1.1 Non-text Content (level A)');
    expect(run?.tool.driver.rules[2]?.properties).toMatchObject({ tags: ['architecture', 'security'] });
    const result = run?.results[1];
    expect(result).toMatchObject({
      ruleId: 'a11y/img-alt',
      ruleIndex: 1,
      level: 'error',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'src/pages/home%20page.tsx', uriBaseId: '%SRCROOT%' },
            region: { startLine: 12, startColumn: 5, snippet: { text: '<img src={logo} />' } },
          },
        },
      ],
    });
    expect(result?.partialFingerprints['charterFinding/v1']).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('text and Markdown reports', () => {
  const findings = [
    finding(),
    finding({ ruleId: 'a11y/img-alt', category: 'accessibility', message: 'a | b' }),
  ];
  const summary = summarizeFindings(findings, RULE_MAP);
  const context = {
    target: '.',
    filesScanned: 12,
    baselinedCount: 2,
    lockfiles: [{ file: 'pnpm-lock.yaml', packageCount: 412 }],
  };

  it('writes Markdown with the health, a table per category and escaped cells', () => {
    const md = toMarkdownReport(summary, findings, context);
    expect(md).toContain(
      `**Overall health: ${summary.overallHealth}/100** · 12 files scanned · 2 findings · 2 baselined`,
    );
    expect(md).toContain('| Performance | 85 | healthy | 1 |');
    expect(md).toContain('`pnpm-lock.yaml`: 412 packages');
    expect(md).toContain('a \\| b');
  });

  it('writes one line per finding and a summary line', () => {
    const text = toTextReport(summary, findings, context);
    expect(text).toContain('src/api.ts:3:1  high      perf/http-timeout-missing  fetch() has no timeout.');
    expect(text.trimEnd().split('\n').at(-1)).toMatch(
      /^2 findings in 12 files \(2 more baselined\) · health \d+\/100/,
    );
  });
});

describe('security rules', () => {
  it('are the secret rules, and only they', () => {
    const all = [...DEPENDENCY_RULES, ...PERFORMANCE_RULES, ...ACCESSIBILITY_RULES, ...ARCHITECTURE_RULES];
    expect(all.filter((rule) => rule.security).map((rule) => rule.id)).toEqual([
      'arch/env-file-committed',
      'arch/secret-in-source',
    ]);
  });
});
