import { describe, expect, it } from 'vitest';
import {
  checkEnvFiles,
  checkSecretsInSource,
  findSecrets,
  isEnvFile,
  isSecretScanCandidate,
} from '../../../src/diagnostics/architecture';

// Secrets are assembled at run time so this file never holds one (Charter scans its own repository).
const random = (length: number, alphabet: string, seed: number): string => {
  let out = '';
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out += alphabet[state % alphabet.length];
  }
  return out;
};
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const MIXED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const aws = ['AK', 'IA'].join('') + random(16, UPPER, 1);
const github = ['gh', 'p_'].join('') + random(36, MIXED, 2);
const stripe = ['sk', '_live_'].join('') + random(32, MIXED, 3);
const googleKey = ['AI', 'za'].join('') + random(35, MIXED, 4);
const pemLabel = ['RSA PRIVATE', 'KEY'].join(' ');
const pem = [
  `-----BEGIN ${pemLabel}-----`,
  ...Array.from({ length: 6 }, (_, i) => random(64, `${MIXED}+/`, 10 + i)),
  `-----END ${pemLabel}-----`,
].join('\n');

describe('arch/secret-in-source', () => {
  it('finds token shapes, located, with the secret masked in the evidence', () => {
    const text = `const config = {\n  aws: '${aws}',\n  gh: "${github}", stripe: '${stripe}',\n};\n`;
    const findings = checkSecretsInSource([{ path: 'src/config.ts', text }]);
    expect(findings.map((f) => [f.line, f.column, f.message])).toEqual([
      [2, 9, 'AWS access key ID committed in src/config.ts.'],
      [3, 8, 'GitHub token committed in src/config.ts.'],
      [3, 60, 'Stripe live secret key committed in src/config.ts.'],
    ]);
    expect(findings[0]).toMatchObject({
      ruleId: 'arch/secret-in-source',
      severity: 'critical',
      evidence: "aws: 'AKIA********',",
    });
    expect(findings[1]?.evidence).toBe(
      `gh: "${github.slice(0, 4)}********", stripe: '${stripe.slice(0, 8)}********',`,
    );
    for (const finding of findings) {
      for (const secret of [aws, github, stripe]) {
        expect(finding.evidence).not.toContain(secret.slice(8));
        expect(finding.message).not.toContain(secret);
        expect(finding.fix).not.toContain(secret);
      }
    }
  });

  it('finds PEM private key blocks and masks the key material', () => {
    const text = `export const key = \`\n${pem}\n\`;\n`;
    const [finding] = checkSecretsInSource([{ path: 'keys.ts', text }]);
    expect(finding).toMatchObject({
      line: 2,
      column: 1,
      evidence: `-----BEGIN ${pemLabel}----- (key material masked)`,
      message: 'RSA private key (PEM) committed in keys.ts.',
    });
    expect(findSecrets(pem.replace(/\n/g, '\\n'))).toHaveLength(1);
  });

  it('finds a Google API key at the end of a line', () => {
    expect(findSecrets(`KEY=${googleKey}`).map((m) => m.kind)).toEqual(['Google API key']);
  });

  it('ignores placeholders, documentation examples and look-alikes', () => {
    const text = [
      `const example = '${['AK', 'IA'].join('')}IOSFODNN7EXAMPLE';`,
      `const placeholder = '${['gh', 'p_'].join('')}${'x'.repeat(36)}';`,
      `const test = '${['sk', '_test_'].join('')}${random(32, MIXED, 5)}';`,
      `const tooShort = '${['gh', 'p_'].join('')}${random(20, MIXED, 6)}';`,
      `const embedded = 'X${aws}';`,
      `-----BEGIN ${pemLabel}-----\n...\n-----END ${pemLabel}-----`,
      `-----BEGIN PUBLIC KEY-----\n${random(200, MIXED, 7)}\n-----END PUBLIC KEY-----`,
    ].join('\n');
    expect(checkSecretsInSource([{ path: 'docs/setup.md', text }])).toEqual([]);
  });

  it('skips lockfiles, binaries, minified bundles and node_modules', () => {
    expect(['src/a.ts', 'README.md', '.env', 'config.yml'].every(isSecretScanCandidate)).toBe(true);
    expect(
      ['yarn.lock', 'logo.png', 'dist/app.min.js', 'app.js.map', 'node_modules/x/a.js'].some(
        isSecretScanCandidate,
      ),
    ).toBe(false);
    expect(checkSecretsInSource([{ path: 'pnpm-lock.yaml', text: `x: ${aws}` }])).toEqual([]);
    expect(['data.sqlite', 'lib/native.so', 'fonts/a.otf', 'app.jar'].some(isSecretScanCandidate)).toBe(
      false,
    );
  });
});

describe('arch/env-file-committed', () => {
  it('recognises env files but not templates', () => {
    expect(
      ['.env', '.env.local', 'apps/web/.env.production', '.env.development.local'].every(isEnvFile),
    ).toBe(true);
    expect(
      ['.env.example', '.env.sample', 'apps/.env.template', '.envrc', 'env.ts', '.environment'].some(
        isEnvFile,
      ),
    ).toBe(false);
  });

  it('reports the first secret-looking variable with its value masked', () => {
    const text =
      '# local settings\nPORT=3000\nexport DATABASE_PASSWORD="hunter2-but-longer"\nAPI_TOKEN=abc\n';
    const [finding] = checkEnvFiles([{ path: 'apps/api/.env.local', text }]);
    expect(finding).toMatchObject({
      ruleId: 'arch/env-file-committed',
      severity: 'high',
      file: 'apps/api/.env.local',
      line: 3,
      column: 8,
      evidence: 'DATABASE_PASSWORD=********',
      message:
        'apps/api/.env.local is in the repository with 3 values, including DATABASE_PASSWORD, API_TOKEN.',
    });
    expect(finding?.fix).toContain('git rm --cached apps/api/.env.local');
    expect(JSON.stringify(finding)).not.toContain('hunter2');
  });

  it('falls back to the first assignment, and is silent for empty values or templates', () => {
    const [finding] = checkEnvFiles([{ path: '.env', text: 'NODE_ENV=development\r\nPORT=3000\r\n' }]);
    expect(finding).toMatchObject({ line: 1, column: 1, evidence: 'NODE_ENV=********' });
    expect(checkEnvFiles([{ path: '.env', text: '# fill in\nAPI_KEY=\nSECRET=""\n' }])).toEqual([]);
    expect(checkEnvFiles([{ path: '.env.example', text: 'API_KEY=changeme\n' }])).toEqual([]);
  });
});
