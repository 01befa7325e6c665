// A call of an ofetch instance (`this.apiFetch = ofetch.create({ baseURL })`, then `this.apiFetch(url, options)`):
// its own options first, then the instance's defaults, then ofetch's (none), as for the other clients' instances.
import { type AstNode, declarationOf } from '../ast';
import type { Checker } from './checker';
import type { Instance } from './file-facts';
import { checkConfigured } from './instance-calls';
import { spreadHelperArguments } from './ofetch-instances';
import { UNKNOWN } from './verdict';

/** Whether the call was one on an ofetch instance (then judged here); others go to the module's own judge. */
export function judgeOfetchInstanceCall(
  checker: Checker,
  call: { node: AstNode; args: AstNode[]; method: string; instance: Instance | undefined; what: string },
): boolean {
  const { node, method, instance, what } = call;
  if (!instance) return false;
  if (method !== '' && method !== 'raw') return true;
  // `this.apiFetch(...normalizeRequest(path, { method, query }))` (@ston-fi/api 0.32.0): read through the helper.
  const args = call.args.some((arg) => arg.type === 'SpreadElement')
    ? spreadHelperArguments(call.args, localFunctions(checker.facts.context.program))
    : call.args;
  if (!args || args.some((arg) => arg.type === 'SpreadElement')) {
    instance.calls++; // used, with arguments built where they cannot be read: not judged
    checker.report(node, UNKNOWN, what, 'ofetch');
    return true;
  }
  checkConfigured(checker, node, 'ofetch', instance, args[1], what);
  return true;
}

const cache = new WeakMap<AstNode, Map<string, AstNode>>();

/** The file's top-level function declarations, by name (computed once per file, when a spread asks). */
function localFunctions(program: AstNode | undefined): ReadonlyMap<string, AstNode> {
  if (!program) return new Map();
  const known = cache.get(program);
  if (known) return known;
  const functions = new Map<string, AstNode>();
  for (const statement of (program.body as AstNode[]) ?? []) {
    const declaration = declarationOf(statement);
    if (declaration?.type === 'FunctionDeclaration' && declaration.id)
      functions.set(String((declaration.id as AstNode).name), declaration);
  }
  cache.set(program, functions);
  return functions;
}
