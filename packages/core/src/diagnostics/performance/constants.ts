// The values a file's names are bound to, collected in one walk (see ScopedConstants).
import { type AstNode, isAstNode, walk } from '../ast';
import {
  type Assignment,
  type Binding,
  calledPath,
  directIn,
  feedParameters,
  guardedIn,
  guardedValues,
  inLoop,
  markAssignedParameters,
  type Parameter,
  perFunctionMembers,
} from './assignments';
import { branchValues } from './branch-values';
import { babelDefault, tscDefaults } from './compiled-defaults';
import { bindDestructured, memberOf, plainProperty } from './destructured-params';
import { bindEsmInits, esmInits } from './esm-inits';
import { bindExportedConstants } from './exported-constants';
import { bindFactoryMethodSites, factoryMethodReturn } from './factory-methods';
import { babelMethodName, definedName, getterValue, returnValue } from './function-values';
import { bindGuardedDefaults, type Flag, guardOf } from './guarded-defaults';
import { feedHandedFunctions } from './handed-functions';
import { withArguments } from './helper-arguments';
import { arrayPatternBindings, ELEMENT_OF, elementOf, importedReturn, namedSetter } from './helper-returns';
import { createdInstance } from './instance-defaults';
import { instanceMethodReturn } from './instance-methods';
import { loopCopy } from './loop-copies';
import { FUNCTIONS, privateFieldSet, thisMember, toPath, unwrapAwait } from './node-paths';
import { addBound, addTested, restOf } from './patterns';
import { dropReassigned } from './reassigned-names';
import { keepsFieldValue } from './self-fallbacks';
import { generatorLocal, inStateMachine, stateMachineValues } from './state-machines';
import { parsedUrlObject } from './url-objects';

export { calledPath, type Parameter } from './assignments';

/**
 * The values a file's names are bound to: `const` and once-assigned `let`/`var` declarations, parameter
 * defaults (`{ timeout = 0 } = {}`: the value when the caller passes none), `this.x = …` assigned once and
 * class fields. A name bound in several functions is resolved in the function a reference sits in.
 */
export class ScopedConstants extends Map<string, AstNode> {
  readonly bindings = new Map<string, Binding[]>();
  /** Functions and methods of the file by the name they are called by (`f`, `this.m`); two of a name: unknown. */
  readonly functions = new Map<string, AstNode | null>();
  /** Calls whose arguments are the values of the called function's parameters (its only caller in the file). */
  readonly feeding = new Set<AstNode>();
  /** Functions exported by the module: other modules call them with values not known here. */
  readonly exported = new Set<AstNode>();
  /** Keys assigned on an object after it is made (`options.signal = …`; `*`: a computed key), by its path. */
  readonly mutated = new Map<string, Set<string>>();
  /** Where each key of `mutated` was assigned, for a path rooted at a name bound in several functions. */
  readonly mutatedSites = new Map<string, { key: string; at: number }[]>();
  /** Keys a loop over a constant list of names copies (`fetchConfig.signal` ↦ `options.signal`, loop-copies.ts). */
  readonly copied = new Map<string, AstNode | undefined>();
  /**
   * Every call of a function of the file whose calls are all known (not exported, not handed over, not
   * recursive): the arguments of each, by the function.
   */
  readonly callSites = new Map<AstNode, AstNode[][]>();
  /** The calls whose arguments `callSites` holds, in the same order. */
  readonly siteCalls = new Map<AstNode, AstNode[]>();
  /** The file's text, when known (a function's documentation is read from it). */
  text: string | undefined;
  /** The file's program (a value's declared type is read from it, when a judge needs it). */
  program: AstNode | undefined;
  /** Paths the file tests as conditions (`if (this.options.timeout)`): values it treats as optional. */
  readonly tested = new Set<string>();
  /** `if (flag)` statements testing a path (`if (timeout)`, `if (config.timeout)`), by the path. */
  readonly flags = new Map<string, Flag[]>();
  private readonly returns = new WeakMap<AstNode, AstNode | null>();

  /**
   * What a call of a function or method of this file returns: its one `return` value, or every return as a
   * choice (`cond ? a : b`, judged like a conditional: a value only when the returns agree or one is known).
   */
  returned(call: AstNode): AstNode | undefined {
    const callee = calledPath(call);
    const fn = callee ? this.functions.get(callee.path) : undefined;
    // url-objects.ts; factory-methods.ts (`XApiFetchParamCreator(configuration).op(…)`); instance-defaults.ts: an
    // axios instance's `defaults`
    if (!fn)
      return (
        importedReturn(this, call) ??
        parsedUrlObject(call, this) ??
        factoryMethodReturn(call, this) ??
        createdInstance(call) ??
        instanceMethodReturn(call, this)
      );
    let value = this.returns.get(fn);
    if (value === undefined) {
      value = returnValue(fn);
      this.returns.set(fn, value);
    }
    // A helper merging its argument into defaults (helper-arguments.ts): read with this call's argument.
    return (value && callee && withArguments(value, fn, callee.args, this)) ?? value ?? undefined;
  }

  /** The value `name` has at `offset`: the innermost binding around it, if it is the only one there. */
  lookup(name: string, offset: number): AstNode | undefined {
    const all = this.bindings.get(name);
    if (!all) return undefined;
    let best: Binding[] = [];
    for (let index = 0; index < all.length; index++) {
      const binding = all[index] as Binding;
      if (offset < binding.start || offset > binding.end) continue;
      const size = binding.end - binding.start;
      const bestSize = best[0] ? best[0].end - best[0].start : Number.POSITIVE_INFINITY;
      if (size < bestSize) best = [binding];
      else if (size === bestSize) best.push(binding);
    }
    const init = best.length === 1 ? (best[0]?.init ?? undefined) : undefined;
    return init?.type === ELEMENT_OF ? elementOf(init, this) : init;
  }

  /**
   * The parameter `name` is at `offset` when it still holds what the caller passed: a plain parameter (no
   * default, not fed by an only caller) that its function has not assigned before this point; `withDefault`
   * accepts one with a default (`options = {}`) too.
   */
  parameterAt(name: string, offset: number, withDefault = false): Parameter | undefined {
    const best = this.bindingAt(name, offset);
    const param = best?.init === null || withDefault ? best?.param : undefined;
    return param && (param.assignedAt === undefined || offset < param.assignedAt) ? param : undefined;
  }

  /**
   * The keys assigned on `path` after it is made, counting only the assignments to the same variable as the one
   * `path` names at `offset` (`const requestConfig` of another method is another object).
   */
  mutatedKeys(path: string, offset: number): Set<string> | undefined {
    const keys = this.mutated.get(path);
    const root = path.split('.')[0] ?? '';
    if (!keys || root === 'this' || (this.bindings.get(root)?.length ?? 0) < 2) return keys;
    const here = this.bindingAt(root, offset);
    const sites = this.mutatedSites.get(path) ?? [];
    // A site whose variable is not known for sure counts, as before, unless it lies outside the scope of the
    // variable read here: `result[Symbol.iterator] = …` in a bundled lodash helper's `switch` (two `const result`
    // there tie) is another object than the `result` a method returns (@localazy/api-client configFactory).
    const same = sites.filter((site) => {
      const there = this.bindingAt(root, site.at);
      if (!here) return true;
      return there ? there === here : site.at >= here.start && site.at <= here.end;
    });
    return same.length > 0 ? new Set(same.map((site) => site.key)) : undefined;
  }

  /** The innermost binding of `name` around `offset`; `undefined` when two of the same scope tie. */
  bindingAt(name: string, offset: number): Binding | undefined {
    let best: Binding | undefined;
    let tie = false;
    const all = this.bindings.get(name) ?? [];
    for (let index = 0; index < all.length; index++) {
      const binding = all[index] as Binding;
      if (offset < binding.start || offset > binding.end) continue;
      const size = binding.end - binding.start;
      if (best && size === best.end - best.start) tie = true;
      else if (!best || size < best.end - best.start) {
        best = binding;
        tie = false;
      }
    }
    return tie ? undefined : best;
  }
}

export function collectConstants(program: AstNode): ScopedConstants {
  const collector = constantsCollector(program);
  walk(program, collector.enter);
  return collector.finish();
}

/** A visitor form of `collectConstants`, for a walk shared with other collectors. */
export function constantsCollector(
  program: AstNode,
  /** The file's text, when known: names are counted in it rather than by another walk. */
  text?: string,
): {
  enter: (node: AstNode, ancestors: readonly AstNode[]) => unknown;
  finish: () => ScopedConstants;
} {
  const constants = new ScopedConstants();
  constants.text = text;
  constants.program = program;
  const reassigned = new Set<string>();
  const lets = new Set<string>();
  // `let signal;` with no value: `name@function start` (its value is `undefined` until assigned).
  const bare = new Set<string>();
  // esbuild's module init functions (`__esm({ "path"() { … } })`).
  const inits = new Set<AstNode>();
  // `let`/`var` names declared with a value (`let signal = options.signal`).
  const withValue = new Set<string>();
  // tsc's `if (p === void 0) { p = {}; }`: the parameter's default (compiled-defaults.ts), not a reassignment.
  const compiledDefaults = new Set<AstNode>();
  // Bare locals given their value in a tsc `__generator` body (state-machines.ts): `name@body start`.
  const generated = new Set<string>();
  const isBareIn = (name: string, fn: AstNode) => bare.has(`${name}@${fn.start}`);
  const bind = (
    name: string,
    scope: AstNode,
    init: AstNode | null,
    param?: Parameter,
    destructured = false,
  ): void => {
    const list = constants.bindings.get(name);
    // One shape for every binding (`param` always present), so reading them stays monomorphic.
    const binding = { start: scope.start, end: scope.end, init, param, destructured };
    if (list) list.push(binding);
    else constants.bindings.set(name, [binding]);
  };
  const scopeOf = (ancestors: readonly AstNode[]): AstNode => {
    for (let i = ancestors.length - 1; i >= 0; i--) {
      const ancestor = ancestors[i];
      if (ancestor && FUNCTIONS.has(ancestor.type)) return ancestor;
    }
    return program;
  };
  // Calls of the file's own functions, assignments of names and of `a.b` paths, and how often each name
  // appears (a function whose name appears only where it is defined and called is called nowhere else).
  const calls: AstNode[] = [];
  const assigned = new Map<string, Assignment[]>();
  const assign = (key: string, node: AstNode, fn: AstNode | undefined, more?: Partial<Assignment>): void => {
    const list = assigned.get(key);
    if (list) list.push({ node, fn, ...more });
    else assigned.set(key, [{ node, fn, ...more }]);
  };
  const enter = (node: AstNode, ancestors: readonly AstNode[]): unknown => {
    if (node.type === 'IfStatement' || node.type === 'ConditionalExpression') {
      addTested(node.test as AstNode, constants.tested);
      const tested = node.type === 'IfStatement' ? toPath(node.test as AstNode) : undefined;
      if (tested) {
        const flag = { statement: node, fn: scopeOf(ancestors) };
        const list = constants.flags.get(tested);
        if (list) list.push(flag);
        else constants.flags.set(tested, [flag]);
      }
      return;
    }
    if (FUNCTIONS.has(node.type)) {
      const defined = definedName(node, ancestors[ancestors.length - 1]) ?? babelMethodName(ancestors);
      // An exported function is called from other modules too: what it returns is known, its parameters not.
      const exported = ancestors.slice(-3).some((ancestor) => ancestor.type.startsWith('Export'));
      if (defined) constants.functions.set(defined, constants.functions.has(defined) ? null : node);
      if (defined && exported) constants.exported.add(node);
      // `get timeout() { return this.config.timeout ?? DEFAULT_HTTP_TIMEOUT; }`: `this.timeout` reads that.
      const got = getterValue(node, ancestors[ancestors.length - 1]);
      if (got) bind(got.path, program, got.value);
      // A parameter without a default has whatever the caller passes: never a known value, except an
      // optional one (`init?: RequestInit`), which is `undefined` when the caller gives none.
      const names = new Set<string>();
      const plain = new Map<string, number>();
      const params = (node.params as AstNode[]) ?? [];
      for (let index = 0; index < params.length; index++) {
        const param = params[index] as AstNode;
        if (param.type === 'Identifier' && param.optional === true) {
          bind(String(param.name), node, {
            type: 'Identifier',
            name: 'undefined',
            start: param.start,
            end: param.end,
            implied: true, // not written: a typed optional, whose type may say what the caller hands on
          });
        } else if (param.type === 'Identifier') plain.set(String(param.name), index);
        else bindDestructured(param, node, index, names, bind, ancestors.at(-1));
      }
      for (const name of names) if (!plain.has(name)) bind(name, node, null, undefined, true);
      // `constructor(public timeout: number = 20000)` (btc-markets 1.1.1 index.ts:15-19): `this.timeout = timeout`.
      if (ancestors.at(-1)?.kind === 'constructor')
        for (const kept of params.filter((param) => param.type === 'TSParameterProperty')) {
          const inner = kept.parameter as AstNode;
          const id = inner.type === 'AssignmentPattern' ? (inner.left as AstNode) : inner;
          if (id.type === 'Identifier') bind(`this.${String(id.name)}`, program, id);
        }
      const compiled = plain.size > 0 ? tscDefaults(node) : undefined;
      for (const [name, index] of plain) {
        const given = compiled?.get(name);
        if (given?.assignment) compiledDefaults.add(given.assignment);
        bind(name, node, given?.value ?? null, { fn: node, index });
      }
      return;
    }
    if (node.type === 'CatchClause' && isAstNode(node.param)) {
      const names = new Set<string>();
      addBound(node.param, names, false);
      for (const name of names) bind(name, node, null);
      return;
    }
    if (node.type === 'VariableDeclaration') {
      const scope = scopeOf(ancestors);
      for (const declarator of node.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        if (id.type !== 'Identifier') {
          const names = new Set<string>();
          // `const { req, timeout } = await this.buildRequest(…)`: each name is that member of the value.
          const from = isAstNode(declarator.init) ? unwrapAwait(declarator.init) : undefined;
          if (from && id.type === 'ObjectPattern') {
            for (const property of id.properties as AstNode[]) {
              const rest = property.type === 'RestElement' ? (property.argument as AstNode) : undefined;
              if (rest?.type === 'Identifier') {
                // `const { headers, ...init } = options`: init is options without the keys taken before it.
                bind(String(rest.name), scope, restOf(from, id.properties as AstNode[]));
                names.add(`\u0000${String(rest.name)}`);
                continue;
              }
              const plain = plainProperty(property);
              if (!plain) continue;
              bind(plain.name, scope, memberOf(from, plain.key, from));
              names.add(`\u0000${plain.name}`);
            }
          }
          // `const [url, init] = this.processRequest(request)`: each name is that element of the value.
          for (const [name, value] of from ? arrayPatternBindings(id, from) : []) {
            bind(name, scope, value);
            names.add(`\u0000${name}`);
          }
          const bound = new Set<string>();
          addBound(id, bound, false);
          for (const name of bound) if (!names.has(`\u0000${name}`)) bind(name, scope, null);
          continue;
        }
        const name = String(id.name);
        // `let`/`var` names are values only while assigned once, at their declaration.
        if (node.kind !== 'const') lets.add(name);
        if (node.kind !== 'const' && !isAstNode(declarator.init)) bare.add(`${name}@${scope.start}`);
        else if (node.kind !== 'const') withValue.add(name);
        const babel = isAstNode(declarator.init) ? babelDefault(declarator.init, scope) : undefined;
        if (babel) bind(name, scope, babel.value, babel.param);
        else bind(name, scope, isAstNode(declarator.init) ? declarator.init : null);
      }
      return;
    }
    // Run-time defaults: a parameter's default is its value when the caller gives none.
    if (node.type === 'AssignmentPattern' && (node.left as AstNode).type === 'Identifier') {
      const fn = ancestors[ancestors.length - 1];
      const index = fn && FUNCTIONS.has(fn.type) ? (fn.params as AstNode[]).indexOf(node) : -1;
      const param = fn && index >= 0 ? { fn, index } : undefined;
      bind(String((node.left as AstNode).name), scopeOf(ancestors), node.right as AstNode, param);
      return;
    }
    if (node.type === 'CallExpression') {
      const set = privateFieldSet(node);
      if (set) bind(set.path, program, set.value);
      for (const init of esmInits(node)) inits.add(init); // esm-inits.ts
      calls.push(node);
      return undefined;
    }
    // `this.timeout = …` once in the file (a constructor), or a class field `timeout = 30_000`.
    if (node.type === 'AssignmentExpression' && node.operator === '=') {
      const left = node.left as AstNode;
      // tsc's await-free `__generator` body assigning its outer function's bare local: a declaration there.
      const generator = left.type === 'Identifier' ? generatorLocal(node, ancestors, isBareIn) : undefined;
      if (generator && !generated.has(`${String(left.name)}@${generator.start}`)) {
        generated.add(`${String(left.name)}@${generator.start}`);
        withValue.add(String(left.name));
        bind(String(left.name), generator, node.right as AstNode);
      } else if (left.type === 'Identifier' && !compiledDefaults.has(node)) {
        reassigned.add(String(left.name));
        assign(String(left.name), node, directIn(ancestors), {
          guarded: guardedIn(ancestors),
          loop: inLoop(ancestors),
          under: withValue.has(String(left.name)) ? guardOf(ancestors) : undefined,
          machine: inStateMachine(ancestors),
        });
      } else if (left.type === 'MemberExpression') {
        const owner = toPath(left.object as AstNode);
        const property = left.property as AstNode;
        if (owner && !isSetter(left, node.right as AstNode, ancestors, text)) {
          const keys = constants.mutated.get(owner) ?? new Set<string>();
          // `options['data'] = body` (starkcore 0.4.0 utils/request.js:51-66, set 11) is `options.data = body`.
          const key =
            !left.computed && property.type === 'Identifier'
              ? String(property.name)
              : property.type === 'Literal' && typeof property.value === 'string'
                ? property.value
                : '*';
          // `fetchConfig[param] = options[param]` in a loop over a constant list: each listed key (loop-copies.ts).
          const copies =
            key === '*' ? loopCopy(left, node.right as AstNode, ancestors, program, text) : undefined;
          for (const written of copies ? copies.keys() : [key]) {
            keys.add(written);
            const sites = constants.mutatedSites.get(owner);
            if (sites) sites.push({ key: written, at: node.start });
            else constants.mutatedSites.set(owner, [{ key: written, at: node.start }]);
            const value = copies?.get(written);
            const at = `${owner}.${written}`;
            if (copies) constants.copied.set(at, constants.copied.has(at) ? undefined : value);
          }
          constants.mutated.set(owner, keys);
        }
        // `options.timeout = options.timeout ?? this.timeout`: the member's value from there on.
        const target = toPath(left);
        if (target && !target.startsWith('this.'))
          assign(target, node, directIn(ancestors), {
            under: (left.object as AstNode).type === 'Identifier' ? guardOf(ancestors) : undefined,
          });
      }
      // A named setter (`setTimeout(timeout) { this.timeout = timeout; }`, api-qasim 4.0.2 dist/index.cjs:641-643)
      // is a choice the caller may make, not the default path's value (helper-returns.ts namedSetter).
      // So is `this.timeout = options?.timeout ?? this.timeout` beside a field's value (self-fallbacks.ts).
      const path = thisMember(left);
      const right = node.right as AstNode;
      if (path && !namedSetter(left, right, ancestors, text) && !keepsFieldValue(left, right, ancestors))
        bind(path, program, right);
      return;
    }
    if (node.type === 'PropertyDefinition' && !node.computed && isAstNode(node.value)) {
      const key = node.key as AstNode;
      if (key.type !== 'Identifier') return;
      if (!node.static) bind(`this.${String(key.name)}`, program, node.value);
      else {
        // `static DEFAULT_TIMEOUT = 600000`, read as `OpenAI.DEFAULT_TIMEOUT`.
        const owner = ancestors[ancestors.length - 2];
        const id = owner && isAstNode(owner.id) ? owner.id : undefined;
        if (id?.type === 'Identifier') bind(`${String(id.name)}.${String(key.name)}`, program, node.value);
      }
    }
    return undefined;
  };
  const finish = (): ScopedConstants => {
    const after = new Map<string, { node: AstNode; fn: AstNode }>();
    const perFunction: { node: AstNode; fn: AstNode }[] = [];
    for (const [key, list] of assigned) {
      const only = list.length === 1 ? list[0] : undefined;
      if (!only?.fn) perFunction.push(...perFunctionMembers(constants, key, list));
      if (!only?.fn) continue;
      const scoped = key.includes('.')
        ? true
        : constants.bindings.get(key)?.some((b) => b.start === only.fn?.start && b.end === only.fn?.end);
      if (scoped) after.set(key, { node: only.node, fn: only.fn });
    }
    const guarded = guardedValues(constants, assigned, bare);
    for (const name of branchValues(constants, assigned, bare)) guarded.add(name); // branch-values.ts
    for (const name of stateMachineValues(constants.bindings, assigned, bare)) guarded.add(name);
    const underIf = bindGuardedDefaults(
      constants,
      assigned,
      withValue,
      (name) => after.has(name) || guarded.has(name),
    );
    for (const name of reassigned)
      if (lets.has(name) && !after.has(name) && !guarded.has(name) && !underIf.has(name))
        dropReassigned(constants.bindings, name, assigned.get(name)); // reassigned-names.ts
    markAssignedParameters(constants, assigned);
    bindEsmInits(program, inits, constants.bindings, assigned, bare);
    bindExportedConstants(program, assigned, (path, value) => bind(path, program, value));
    // Assigned once, as a statement of the function's own body: that value from the statement on.
    for (const [key, { node, fn }] of [
      ...after,
      ...perFunction.map((at) => [toPath(at.node.left as AstNode) ?? '', at] as const),
    ]) {
      const list = constants.bindings.get(key) ?? [];
      list.push({ start: node.end, end: fn.end, init: node.right as AstNode, param: undefined });
      constants.bindings.set(key, list);
    }
    if (constants.functions.size > 0) feedParameters(program, text, constants, calls, assigned, after);
    if (constants.callSites.size > 0) feedHandedFunctions(program, constants, assigned); // handed-functions.ts
    bindFactoryMethodSites(text, calls, constants); // factory-methods.ts
    constants.bindings.forEach((list, name) => {
      if (list.length === 1 && list[0]?.init) constants.set(name, list[0].init);
    });
    return constants;
  };
  return { enter, finish };
}

/**
 * `this.defaultRequest[key] = value` in a method taking both (or `namedSetter`'s `setKey(key)`): a setter the
 * caller may call, like an option it may pass; not a change the default path makes.
 */
function isSetter(left: AstNode, right: AstNode, ancestors: readonly AstNode[], text?: string): boolean {
  const key = left.property as AstNode;
  if (!left.computed) return namedSetter(left, right, ancestors, text);
  if (key.type !== 'Identifier' || right.type !== 'Identifier') return false;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const ancestor = ancestors[i] as AstNode;
    if (!FUNCTIONS.has(ancestor.type)) continue;
    const params = new Set(
      (ancestor.params as AstNode[]).map((param) => (param.type === 'Identifier' ? String(param.name) : '')),
    );
    return params.has(String(key.name)) && params.has(String(right.name));
  }
  return false;
}
