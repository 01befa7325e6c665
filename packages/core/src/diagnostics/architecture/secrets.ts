import { findingAt } from '../dependencies/finding';
import { isLockfile } from '../dependencies/lockfiles';
import { basename, isInNodeModules } from '../dependencies/manifests';
import { createLineIndex, type Finding, type SourceFile, toEvidence } from '../types';
import { envFileRule, secretInSourceRule } from './rules';

/** Templates meant to be committed: `.env.example`, `.env.sample`, … */
const ENV_TEMPLATE = /\.(?:example|sample|template|tpl|dist|defaults|schema)$/i;

/** `.env`, `.env.local`, `.env.production`, … but not `.env.example` / `.env.sample` and other templates. */
export function isEnvFile(path: string): boolean {
  const name = basename(path);
  return /^\.env(?:\.[\w.-]+)?$/.test(name) && !ENV_TEMPLATE.test(name);
}

const BINARY_OR_BUNDLED =
  /\.(?:png|jpe?g|gif|webp|avif|bmp|tiff?|ico|icns|psd|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|war|class|pyc|exe|dll|so|dylib|node|wasm|woff2?|ttf|otf|eot|mp[34]|m4a|wav|ogg|flac|webm|mov|avi|sqlite3?|db|map|lockb)$|\.min\.[cm]?js$/i;

/** Files worth scanning for keys and tokens: text, not lockfiles (integrity hashes), maps or minified code. */
export function isSecretScanCandidate(path: string): boolean {
  if (isInNodeModules(path) || isLockfile(path)) return false;
  return !BINARY_OR_BUNDLED.test(path);
}

interface TokenShape {
  name: string;
  /** Kept visible in evidence: the part that says which kind of secret it is. */
  prefix: RegExp;
  pattern: RegExp;
  /**
   * Text every match of `pattern` contains (one of them): a file holding none is not searched with the pattern,
   * since a scan for a plain string is several times cheaper than one for a pattern opening with a lookbehind.
   */
  written: readonly string[];
}

/** Well-known token shapes. Each pattern is anchored on both sides so hashes and ids do not match. */
const TOKEN_SHAPES: readonly TokenShape[] = [
  {
    name: 'AWS access key ID',
    prefix: /^(?:AKIA|ASIA)/,
    pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])/g,
    written: ['AKIA', 'ASIA'],
  },
  {
    name: 'GitHub token',
    prefix: /^gh[pousr]_/,
    pattern: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g,
    written: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'],
  },
  {
    name: 'GitHub fine-grained token',
    prefix: /^github_pat_/,
    pattern: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{82}(?![A-Za-z0-9_])/g,
    written: ['github_pat_'],
  },
  {
    name: 'Stripe live secret key',
    prefix: /^[sr]k_live_/,
    pattern: /(?<![A-Za-z0-9_])[sr]k_live_[0-9A-Za-z]{24,}(?![A-Za-z0-9])/g,
    written: ['k_live_'],
  },
  {
    name: 'Slack token',
    prefix: /^xox[abprs]-/,
    pattern: /(?<![A-Za-z0-9])xox[abprs]-[0-9A-Za-z-]{20,}(?![A-Za-z0-9-])/g,
    written: ['xox'],
  },
  {
    name: 'Google API key',
    prefix: /^AIza/,
    pattern: /(?<![A-Za-z0-9])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])/g,
    written: ['AIza'],
  },
  {
    name: 'npm access token',
    prefix: /^npm_/,
    pattern: /(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g,
    written: ['npm_'],
  },
];

const PEM_BEGIN = /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?)-----/g;

/** Placeholders such as `AKIAIOSFODNN7EXAMPLE` or `ghp_xxxxxxxx…`: real secrets are random. */
function isPlaceholder(token: string, prefixLength: number): boolean {
  const body = token.slice(prefixLength);
  return /example|x{6,}|(.)\1{5,}/i.test(body) || new Set(body).size < 8;
}

/** `AKIA` + 16 characters → `AKIA********`: the kind stays visible, nothing of the secret itself. */
export function maskSecret(token: string, prefix: RegExp): string {
  return `${prefix.exec(token)?.[0] ?? ''}********`;
}

interface SecretMatch {
  start: number;
  end: number;
  kind: string;
  masked: string;
}

/** Private keys and tokens in a text, with offsets, their kind and a masked form. */
export function findSecrets(text: string): SecretMatch[] {
  const matches: SecretMatch[] = [];
  // Each search below runs only on a file holding text every match of it contains (most files hold none).
  for (const begin of text.includes('-----BEGIN ') ? text.matchAll(PEM_BEGIN) : []) {
    const label = begin[1] as string;
    const endMarker = `-----END ${label}-----`;
    const end = text.indexOf(endMarker, begin.index);
    if (end === -1) continue;
    // A real key carries at least a few hundred base64 characters; a placeholder has `...` or nothing.
    const body = text.slice(begin.index + begin[0].length, end).replace(/\\n|[^A-Za-z0-9+/=]/g, '');
    if (body.length < 64) continue;
    matches.push({
      start: begin.index,
      end: end + endMarker.length,
      kind: `${label
        .replace(/ BLOCK$/, '')
        .replace('PRIVATE KEY', 'Private key')
        .replace(/^(\w+) Private/, '$1 private')} (PEM)`,
      masked: `${begin[0]} (key material masked)`,
    });
  }
  for (const shape of TOKEN_SHAPES) {
    if (!shape.written.some((written) => text.includes(written))) continue;
    for (const match of text.matchAll(shape.pattern)) {
      const token = match[0];
      const prefixLength = shape.prefix.exec(token)?.[0].length ?? 0;
      if (isPlaceholder(token, prefixLength)) continue;
      matches.push({
        start: match.index,
        end: match.index + token.length,
        kind: shape.name,
        masked: maskSecret(token, shape.prefix),
      });
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}

/** The line around a match with every secret on it masked (evidence must never carry a secret). */
function maskedLine(text: string, match: SecretMatch, all: readonly SecretMatch[]): string {
  const lineStart = text.lastIndexOf('\n', match.start - 1) + 1;
  const newline = text.indexOf('\n', match.start);
  const lineEnd = newline === -1 ? text.length : newline;
  if (match.masked.includes('(key material masked)')) return match.masked;
  let line = '';
  let at = lineStart;
  for (const other of all) {
    if (other.start < lineStart || other.start >= lineEnd) continue;
    line += text.slice(at, other.start) + other.masked;
    at = Math.min(other.end, lineEnd);
  }
  line += text.slice(at, lineEnd);
  return toEvidence(line, 0, line.length);
}

/** `arch/secret-in-source`: one finding per private key block or live token, with the secret masked. */
export function checkSecretsInSource(files: readonly SourceFile[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of files) {
    if (!isSecretScanCandidate(file.path)) continue;
    const matches = findSecrets(file.text);
    if (matches.length === 0) continue;
    const lineIndex = createLineIndex(file.text);
    for (const match of matches) {
      findings.push(
        findingAt(
          secretInSourceRule,
          file,
          match.start,
          {
            message: `${match.kind} committed in ${file.path}.`,
            evidence: maskedLine(file.text, match, matches),
            fix:
              `Revoke and rotate this ${match.kind} now (it stays in git history), delete it from ${file.path}, ` +
              'and read it at run time from an environment variable or a secret manager.',
          },
          lineIndex,
        ),
      );
    }
  }
  return findings;
}

const SECRET_NAME = /SECRET|TOKEN|PASSW|PRIVATE|CREDENTIAL|API_?KEY|ACCESS_?KEY|AUTH/i;

/**
 * `arch/env-file-committed`: an env file (see `isEnvFile`) that assigns at least one non-empty value.
 * Reported on the first assignment whose name looks secret, else the first assignment; the value masked.
 */
export function checkEnvFiles(files: readonly SourceFile[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of files) {
    if (!isEnvFile(file.path) || isInNodeModules(file.path)) continue;
    const assignments = [
      ...file.text.matchAll(/^[ \t]*(?:export[ \t]+)?([A-Za-z_][A-Za-z0-9_.]*)[ \t]*=[ \t]*(\S.*)?$/gm),
    ].filter((m) => {
      const value = (m[2] ?? '').replace(/\s+#.*$/, '').trim();
      return value !== '' && value !== '""' && value !== "''";
    });
    if (assignments.length === 0) continue;
    const chosen =
      assignments.find((m) => SECRET_NAME.test(m[1] as string)) ?? (assignments[0] as RegExpExecArray);
    const names = assignments.map((m) => m[1] as string);
    const secretLooking = names.filter((name) => SECRET_NAME.test(name));
    findings.push(
      findingAt(envFileRule, file, chosen.index + chosen[0].indexOf(chosen[1] as string), {
        message:
          `${file.path} is in the repository with ${names.length} ${names.length === 1 ? 'value' : 'values'}` +
          (secretLooking.length > 0 ? `, including ${secretLooking.slice(0, 3).join(', ')}.` : '.'),
        evidence: `${chosen[1]}=********`,
        fix:
          `Remove ${file.path} from git (\`git rm --cached ${file.path}\`), add it to .gitignore, rotate any ` +
          `secret it held, and commit a ${basename(file.path).replace(/^(\.env).*$/, '$1')}.example with empty values instead.`,
      }),
    );
  }
  return findings;
}
