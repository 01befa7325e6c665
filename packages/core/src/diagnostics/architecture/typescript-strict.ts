import { findingAt } from '../dependencies/finding';
import { getProperty, type JsonNode, parseJsonc } from '../dependencies/jsonc';
import { dirname } from '../dependencies/manifests';
import type { Finding, SourceFile } from '../types';
import { joinPath } from './resolve';
import { typescriptStrictRule } from './rules';

/** Where `strict` gets its value for one tsconfig: set (true or false) in a file, unset, or unknown. */
type StrictSetting =
  | { state: 'set'; value: boolean; file: string; offset: number }
  | { state: 'unset' }
  /** An `extends` outside the tree (a package) or missing: its value cannot be known here. */
  | { state: 'unknown' };

/** The tsconfig file an `extends` entry names, when it is a relative path to a file of the tree. */
function resolveExtends(
  from: string,
  target: string,
  files: ReadonlyMap<string, string>,
): string | undefined {
  if (!(target.startsWith('./') || target.startsWith('../'))) return undefined;
  const base = joinPath(dirname(from), target);
  if (base === undefined) return undefined;
  for (const candidate of [base, `${base}.json`, `${base}/tsconfig.json`])
    if (files.has(candidate)) return candidate;
  return undefined;
}

function readStrict(path: string, files: ReadonlyMap<string, string>, seen: Set<string>): StrictSetting {
  const text = files.get(path);
  if (text === undefined || seen.has(path)) return { state: 'unknown' };
  seen.add(path);
  const root = parseJsonc(text);
  const options = getProperty(root, 'compilerOptions')?.value;
  const strict = getProperty(options, 'strict');
  if (strict?.value.kind === 'boolean') {
    return { state: 'set', value: strict.value.value, file: path, offset: strict.keyStart };
  }
  const extended = getProperty(root, 'extends')?.value;
  const targets: JsonNode[] = extended?.kind === 'array' ? extended.items : extended ? [extended] : [];
  // Later entries of an `extends` array override earlier ones.
  let result: StrictSetting = { state: 'unset' };
  for (const target of targets) {
    if (target.kind !== 'string') continue;
    const resolved = resolveExtends(path, target.value, files);
    const setting: StrictSetting = resolved
      ? readStrict(resolved, files, new Set(seen))
      : { state: 'unknown' };
    if (setting.state === 'set') result = setting;
    // A base that cannot be read may set strict either way: only a known `true` before it stands.
    else if (setting.state === 'unknown' && !(result.state === 'set' && result.value)) result = setting;
  }
  return result;
}

/** Solution-style tsconfig (`"files": []` and `references`): the referenced projects are what compiles. */
function listReferences(
  path: string,
  text: string,
  files: ReadonlyMap<string, string>,
): string[] | undefined {
  const root = parseJsonc(text);
  const list = getProperty(root, 'files')?.value;
  const references = getProperty(root, 'references')?.value;
  if (list?.kind !== 'array' || list.items.length > 0 || references?.kind !== 'array') return undefined;
  return references.items.flatMap((item) => {
    const ref = getProperty(item, 'path')?.value;
    if (ref?.kind !== 'string') return [];
    const resolved = resolveExtends(path, ref.value.startsWith('.') ? ref.value : `./${ref.value}`, files);
    return resolved ? [resolved] : [];
  });
}

/**
 * `arch/typescript-strict-off`: the root tsconfig.json (following relative `extends`, and the references of
 * a solution-style config) leaves `compilerOptions.strict` false or unset. Silent when there is no root
 * tsconfig.json or when the value comes from a package the tree does not contain.
 */
export function checkTypeScriptStrict(files: readonly SourceFile[]): Finding[] {
  const texts = new Map(files.map((file) => [file.path, file.text]));
  if (!texts.has('tsconfig.json')) return [];
  const findings: Finding[] = [];
  const check = (path: string, visited: Set<string>): void => {
    if (visited.has(path)) return;
    visited.add(path);
    const text = texts.get(path) as string;
    const references = listReferences(path, text, texts);
    if (references) {
      for (const reference of references) check(reference, visited);
      return;
    }
    const setting = readStrict(path, texts, new Set());
    if (setting.state === 'set' && !setting.value) {
      const file = { path: setting.file, text: texts.get(setting.file) as string };
      findings.push(
        findingAt(typescriptStrictRule, file, setting.offset, {
          message: `TypeScript strict mode is turned off in ${setting.file}${setting.file === path ? '' : ` (used by ${path})`}.`,
          fix: `Set "strict": true in ${setting.file} and fix the errors it reveals; while migrating, turn it off only in a separate tsconfig for the legacy folders.`,
        }),
      );
    } else if (setting.state === 'unset') {
      const options = getProperty(parseJsonc(text), 'compilerOptions');
      findings.push(
        findingAt(typescriptStrictRule, { path, text }, options?.keyStart ?? 0, {
          message: `${path} does not enable TypeScript strict mode (compilerOptions.strict is not set here or in what it extends).`,
          fix: `Add "strict": true to "compilerOptions" in ${path} and fix the errors it reveals.`,
        }),
      );
    }
  };
  check('tsconfig.json', new Set());
  return findings;
}
