import { readFileSync } from 'node:fs';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  CHARTER_HOME_URL,
  listRules,
  scanFiles,
  toRuleAnchor,
  toRuleHelpUri,
  toSarif,
} from '../../src/diagnostics/index';
import type { Finding, RuleMeta } from '../../src/diagnostics/types';
import { parseSource } from './parse';
import sarifSchema from './schemas/sarif-2.1.0-rtm.5.json' with { type: 'json' };

// What GitHub code scanning requires or recommends of a SARIF file, from "SARIF support for code scanning"
// (github/docs content/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning.md):
// reportingDescriptor: id, shortDescription.text, fullDescription.text (≤ 1000 characters), help.text
// (required), help.markdown, properties.precision, properties.problem.severity (recommended), security-severity
// for `security` rules; result: message.text, locations[] (only the first used), partialFingerprints
// ("code scanning only uses the primaryLocationLineHash"); physicalLocation: artifactLocation.uri,
// region.startLine, startColumn, endLine, endColumn (all required).

const rulesDoc = readFileSync(new URL('../../../../docs/rules.md', import.meta.url), 'utf8');

/** The headings' anchors of docs/rules.md as GitHub renders them. */
const docAnchors = new Set(
  [...rulesDoc.matchAll(/^## (.+)$/gm)].map((m) => toRuleAnchor((m[1] as string).trim())),
);

function finding(overrides: Partial<Finding> = {}): Finding {
  return {
    ruleId: 'perf/http-timeout-missing',
    category: 'performance',
    severity: 'high',
    file: 'src/api.ts',
    line: 3,
    column: 9,
    message: 'fetch() has no timeout.',
    evidence: 'fetch(url)',
    fix: 'Pass a signal.',
    ...overrides,
  };
}

const compile = () => {
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile(sarifSchema);
};

describe('SARIF for GitHub code scanning', () => {
  // A real scan: a source file with a fetch without a timeout and an image without alt, and no README.
  const files = [
    { path: 'package.json', text: JSON.stringify({ name: 'demo', dependencies: { zod: '1' } }) },
    {
      path: 'src/api.ts',
      text: 'export async function load(url: string) {\n  const r = await fetch(url);\n  return r.json();\n}\n',
    },
    { path: 'src/logo.tsx', text: 'export const Logo = () => <img src="/logo.png" />;\n' },
  ];
  const scan = scanFiles(files, {
    parse: parseSource,
    limits: {
      maxDirectDependencies: 50,
      maxTimeoutMs: 10_000,
      buildBudgetSeconds: 60,
      justifiedDependencies: new Set(['zod']),
    },
  });
  const paths = new Set(files.map((f) => f.path));
  const sarif = toSarif(scan.findings, scan.rules, { toolVersion: '1.2.3', exists: (p) => paths.has(p) });
  const run = sarif.runs[0] as (typeof sarif.runs)[number];

  it('validates against the SARIF 2.1.0 schema', () => {
    const validate = compile();
    expect(validate(JSON.parse(JSON.stringify(sarif)))).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('names the tool with its version and informationUri', () => {
    expect(run.tool.driver).toMatchObject({
      name: 'Charter',
      version: '1.2.3',
      informationUri: CHARTER_HOME_URL,
    });
  });

  it('gives every rule the descriptions, help (text and markdown), helpUri and severities GitHub reads', () => {
    expect(run.tool.driver.rules.length).toBeGreaterThan(5);
    for (const rule of run.tool.driver.rules) {
      expect(rule.shortDescription.text.length).toBeGreaterThan(0);
      expect(rule.fullDescription.text.length).toBeGreaterThan(0);
      expect(rule.fullDescription.text.length).toBeLessThanOrEqual(1000);
      expect(rule.help.text.length).toBeGreaterThan(0);
      expect(rule.help.markdown).toContain(`[Rule reference](${rule.helpUri})`);
      expect(rule.helpUri).toBe(`${CHARTER_HOME_URL}/blob/main/docs/rules.md#${toRuleAnchor(rule.id)}`);
      expect(rule.properties.precision).toBe('high');
      expect(['error', 'warning', 'recommendation']).toContain(rule.properties['problem.severity']);
    }
    // No registered rule is a security rule yet; one that is gets GitHub's 0–10 security-severity.
    const secretRule: RuleMeta = {
      id: 'arch/committed-secret',
      category: 'architecture',
      severity: 'critical',
      title: 'Secret committed to the repository',
      help: 'Anyone with the repository has the key.',
      security: true,
    };
    const secret = toSarif([], [secretRule], { toolVersion: '1' }).runs[0]?.tool.driver.rules[0];
    expect(secret?.properties).toMatchObject({
      tags: ['architecture', 'security'],
      'security-severity': '9.0',
      'problem.severity': 'error',
    });
  });

  it('points every helpUri at a section docs/rules.md has, for every rule the scanner knows', () => {
    const missing = listRules()
      .map((rule) => rule.id)
      .filter((id) => !docAnchors.has(toRuleAnchor(id)));
    expect(missing, 'run `pnpm --filter @charter/core run rules-doc` to add their sections').toEqual([]);
    expect(toRuleHelpUri('perf/http-timeout-missing')).toBe(
      `${CHARTER_HOME_URL}/blob/main/docs/rules.md#perfhttp-timeout-missing`,
    );
  });

  it('gives every located result a full region and both fingerprints', () => {
    const located = run.results.filter((r) => r.locations.length > 0);
    expect(located.map((r) => r.ruleId)).toEqual(
      expect.arrayContaining(['a11y/img-alt', 'perf/http-timeout-missing']),
    );
    for (const result of located) {
      expect(result.message.text.length).toBeGreaterThan(0);
      const { artifactLocation, region } = result.locations[0]?.physicalLocation ?? {};
      expect(paths.has(artifactLocation?.uri as string)).toBe(true);
      expect(region).toMatchObject({
        startLine: expect.any(Number),
        startColumn: expect.any(Number),
        endLine: expect.any(Number),
        endColumn: expect.any(Number),
      });
      expect((region?.endColumn as number) > (region?.startColumn as number)).toBe(true);
      expect(result.partialFingerprints.primaryLocationLineHash).toMatch(/^[0-9a-f]{16}:\d+$/);
      expect(result.partialFingerprints['charterFinding/v1']).toMatch(/^[0-9a-f]{16}$/);
    }
    const fetchResult = located.find((r) => r.ruleId === 'perf/http-timeout-missing');
    expect(fetchResult?.locations[0]?.physicalLocation.region).toMatchObject({ startLine: 2, endLine: 2 });
  });

  it('points no result at a file that does not exist: the missing README has no location', () => {
    const readme = run.results.find((r) => r.ruleId === 'arch/missing-readme');
    expect(readme).toBeDefined();
    expect(readme?.locations).toEqual([]);
    expect(readme?.message.text).toContain('README');
    for (const result of run.results) {
      for (const location of result.locations) {
        expect(paths.has(location.physicalLocation.artifactLocation.uri)).toBe(true);
      }
    }
  });

  it('locates neither the missing README nor a whole-repository finding, even without an exists() check', () => {
    const results = toSarif(
      [
        finding({
          ruleId: 'arch/missing-readme',
          file: 'README.md',
          line: 1,
          column: 1,
          evidence: 'no README.md at the root',
        }),
        finding({ ruleId: 'arch/missing-tests', file: '.', line: 1, column: 1 }),
        finding(),
      ],
      [],
      { toolVersion: '1' },
    ).runs[0]?.results;
    expect(results?.map((r) => r.locations.length)).toEqual([0, 0, 1]);
  });

  it('keeps primaryLocationLineHash when the line moves, and numbers repeats of the same line', () => {
    const [a] = toSarif([finding({ line: 3 })], [], { toolVersion: '1' }).runs[0]?.results ?? [];
    const [b] = toSarif([finding({ line: 40 })], [], { toolVersion: '1' }).runs[0]?.results ?? [];
    expect(a?.partialFingerprints.primaryLocationLineHash).toBe(
      b?.partialFingerprints.primaryLocationLineHash,
    );
    const twice = toSarif([finding({ line: 3 }), finding({ line: 9 })], [], { toolVersion: '1' }).runs[0]
      ?.results;
    const hashes = (twice ?? []).map((r) => r.partialFingerprints.primaryLocationLineHash);
    expect(hashes[0]?.endsWith(':1')).toBe(true);
    expect(hashes[1]).toBe(`${hashes[0]?.slice(0, 16)}:2`);
    const elsewhere = toSarif([finding({ file: 'src/other.ts' })], [], { toolVersion: '1' }).runs[0]?.results;
    expect(elsewhere?.[0]?.partialFingerprints.primaryLocationLineHash).not.toBe(hashes[0]);
  });

  it('is rejected by the schema when a region loses its start, so the validation above can fail', () => {
    const broken = JSON.parse(JSON.stringify(sarif));
    const located = broken.runs[0].results.find((r: { locations: unknown[] }) => r.locations.length > 0);
    located.locations[0].physicalLocation.region.startLine = 0;
    expect(compile()(broken)).toBe(false);
  });
});
