import { type AstNode, walk } from '../ast';
import { collectBindings } from './bindings';
import type { ConstructedWith } from './constructed';
import { collectConstants, getProperty, toPath } from './evaluate';
import type { HandedInstances } from './handed-instances';
import type { HandedArguments } from './judge-context';
import { type JudgeContext, resolveAgent } from './judges';
import type { KeyDefaults } from './key-defaults';
import type { HttpModuleResolver } from './modules';

/**
 * Settings one file makes for the whole program, which calls in other files inherit: `axios.defaults.timeout`
 * assigned at start-up, and undici's `setGlobalDispatcher(new Agent({ headersTimeout, bodyTimeout }))`.
 * Collect them over the files of one package (not across a browser and a server package) and pass the merge
 * to `checkHttpTimeouts`; the values themselves are judged in the file that sets them.
 */
export interface HttpProjectFacts {
  axiosDefaultTimeout?: boolean;
  globalDispatcherBounded?: boolean;
  /** What other modules of the package pass to this file's classes when they construct them (constructed.ts). */
  constructed?: ConstructedWith;
  /** What other modules of the package pass to this file's exported functions (handed-arguments.ts). */
  handed?: HandedArguments;
  /** The client instances other modules of the package hand to this file's classes (handed-instances.ts). */
  handedInstances?: HandedInstances;
  /** What sibling modules export, by the relative specifier this file imports them with. */
  imports?: HttpModuleResolver;
  /** The package's default of a bound key the file reads on an object it is handed (package-defaults.ts). */
  keyDefaults?: KeyDefaults;
  /** The package's methods that hand their config to axios unchanged (axios-pass-throughs.ts). */
  axiosPassThroughs?: AxiosPassThroughs;
}

/** Method names whose config parameter (at the index given) reaches the global axios unchanged (axios-pass-throughs.ts). */
export type AxiosPassThroughs = ReadonlyMap<string, number>;

/** Both settings are written out in the text: a file without these words makes none (the usual case). */
const MAKES_SETTINGS = /\.defaults\s*\.\s*timeout|setGlobalDispatcher/;

/** The program-wide HTTP settings one file makes; `text`, when given, lets a file without them skip the walk. */
export function getHttpProjectFacts(program: AstNode, text?: string): HttpProjectFacts {
  if (text !== undefined && !MAKES_SETTINGS.test(text)) return {};
  const bindings = collectBindings(program);
  const facts: HttpProjectFacts = {};
  const hasUndici = [
    ...bindings.modules.values(),
    ...[...bindings.exports.values()].map((b) => b.library),
  ].includes('undici');
  const hasAxios = [...bindings.modules.values()].includes('axios');
  if (!hasUndici && !hasAxios) return facts;
  // The file's values are read only when it sets a global dispatcher (rare): most files never pay for it.
  let context: JudgeContext | undefined;
  const judging = (): JudgeContext => {
    context ??= { constants: collectConstants(program), bindings, limit: 0, globalAgent: undefined };
    return context;
  };
  walk(program, (node) => {
    if (node.type === 'AssignmentExpression') {
      const target = toPath(node.left as AstNode);
      const owner = target?.endsWith('.defaults.timeout') ? target.split('.')[0] : undefined;
      if (owner && bindings.modules.get(owner) === 'axios') facts.axiosDefaultTimeout = true;
    }
    if (node.type === 'CallExpression') {
      const callee = toPath(node.callee as AstNode) ?? '';
      const bound = bindings.exports.get(callee);
      const isSetGlobal =
        (bound?.library === 'undici' && bound.member === 'setGlobalDispatcher') ||
        (callee.endsWith('.setGlobalDispatcher') &&
          bindings.modules.get(callee.split('.')[0] ?? '') === 'undici');
      const argument = (node.arguments as AstNode[])[0];
      const agent = isSetGlobal && argument ? resolveAgent(judging(), argument) : undefined;
      if (agent && ['headersTimeout', 'bodyTimeout'].every((key) => getProperty(agent, key) !== 'absent')) {
        facts.globalDispatcherBounded = true;
      }
    }
    return undefined;
  });
  return facts;
}

/** Both files' facts: a setting made anywhere in the package applies to all its files. */
export function mergeHttpProjectFacts(a: HttpProjectFacts, b: HttpProjectFacts): HttpProjectFacts {
  return {
    axiosDefaultTimeout: Boolean(a.axiosDefaultTimeout || b.axiosDefaultTimeout),
    globalDispatcherBounded: Boolean(a.globalDispatcherBounded || b.globalDispatcherBounded),
  };
}
