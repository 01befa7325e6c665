// collectFacts passes over node types no collector acts on (PASSED_OVER) and does not walk type-only subtrees
// (TYPE_ONLY), which halves the handler calls of the HTTP check. Safe only while that stays true: here the
// bindings and values collectors see every node in one run and only the nodes collectFacts gives them in the
// other, over real published code (the tuning part of the real-code corpus) and this repository's own
// sources, and must find the same facts. A collector that starts acting on a passed-over type fails this.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AstNode, isCodeFile, walk } from '../../../src/diagnostics/ast';
import { bindingsCollector } from '../../../src/diagnostics/performance/bindings';
import { constantsCollector } from '../../../src/diagnostics/performance/constants';
import { PASSED_OVER, TYPE_ONLY } from '../../../src/diagnostics/performance/file-facts';
import { parseSource } from '../parse';
import { CORPUS_DIR } from '../real-corpus/score';

const sources = JSON.parse(readFileSync(join(CORPUS_DIR, '..', 'sources.json'), 'utf8')) as {
  packages: { name: string; version: string; files: string[]; heldOut?: unknown }[];
};

function codeFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return codeFilesUnder(path);
    return isCodeFile(path) ? [path] : [];
  });
}

const tuningFiles = sources.packages
  .filter((p) => p.heldOut === undefined)
  .flatMap((p) => p.files.map((file) => join(CORPUS_DIR, `${p.name.replace('/', '+')}@${p.version}`, file)));
const ownFiles = codeFilesUnder(new URL('../../../src/diagnostics', import.meta.url).pathname);

const NONE: ReadonlySet<string> = new Set();

function facts(
  program: AstNode,
  text: string,
  passedOver: ReadonlySet<string>,
  typeOnly: ReadonlySet<string>,
) {
  const bindings = bindingsCollector(text);
  const constants = constantsCollector(program, text);
  walk(program, (node, ancestors) => {
    if (passedOver.has(node.type)) return undefined;
    if (typeOnly.has(node.type)) return false;
    bindings.enter(node, ancestors);
    constants.enter(node, ancestors);
    return undefined;
  });
  return { bindings: bindings.finish(), constants: constants.finish() };
}

describe('the nodes collectFacts passes over', () => {
  it('change no fact the bindings and values collectors find, on real code', () => {
    expect(tuningFiles.length).toBeGreaterThan(20);
    let compared = 0;
    for (const path of [...tuningFiles, ...ownFiles]) {
      if (!isCodeFile(path)) continue;
      const text = readFileSync(path, 'utf8');
      const { program } = parseSource(path, text);
      expect(facts(program, text, PASSED_OVER, TYPE_ONLY), path).toEqual(facts(program, text, NONE, NONE));
      compared++;
    }
    expect(compared).toBeGreaterThan(50);
    // Parses every tuning and own file twice (3-5 s alone): room for a busy machine, not a timing check.
  }, 60_000);

  it('would be caught if a collector acted on a passed-over node', () => {
    // The comparison above is not vacuous: passing over one more type a collector reads loses facts.
    const text =
      "import axios from 'axios';\nconst TIMEOUT = 60_000;\nexport const client = axios.create({ timeout: TIMEOUT });\n";
    const { program } = parseSource('src/a.ts', text);
    const all = facts(program, text, NONE, NONE);
    expect(all.bindings.modules.get('axios')).toBe('axios');
    expect(all.constants.get('TIMEOUT')).toBeDefined();
    expect(facts(program, text, PASSED_OVER, TYPE_ONLY)).toEqual(all);
    const more = new Set([...PASSED_OVER, 'VariableDeclaration']);
    expect(facts(program, text, more, TYPE_ONLY)).not.toEqual(all);
  });
});
