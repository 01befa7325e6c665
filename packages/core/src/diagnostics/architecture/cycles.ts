import type { AstNode } from '../ast';
import { findingAt } from '../dependencies/finding';
import { compareText } from '../text-order';
import type { Finding, SourceFile } from '../types';
import { collectImports, type ImportRef } from './imports';
import { resolveRelativeImport } from './resolve';
import { importCycleRule } from './rules';

/** A code file with its module references, as `collectImports` gives them. */
export interface ModuleImports {
  path: string;
  text: string;
  imports: readonly ImportRef[];
}

/** `toModuleImports(file, program)` → the file with `collectImports(program)`. */
export function toModuleImports(file: SourceFile, program: AstNode): ModuleImports {
  return { path: file.path, text: file.text, imports: collectImports(program, file.text) };
}

/** One reported cycle: the files in import order (the first repeated at the end) and where it starts. */
export interface ImportCycle {
  files: string[];
  /** The import in `files[0]` that leads to `files[1]`. */
  ref: ImportRef;
  /** Every file of the strongly connected group the cycle belongs to, sorted. */
  group: string[];
}

/**
 * The import cycles among modules: one per strongly connected group (Tarjan), the shortest cycle through
 * its first file by path. Type-only imports, `import()` and `require` inside functions are not edges: they
 * do not run when the module loads.
 */
export function findImportCycles(modules: readonly ModuleImports[]): ImportCycle[] {
  const paths = new Set(modules.map((m) => m.path));
  const edges = new Map<string, Map<string, ImportRef>>();
  for (const module of modules) {
    const targets = new Map<string, ImportRef>();
    for (const ref of module.imports) {
      if (ref.typeOnly || ref.lazy || ref.kind === 'dynamic-import') continue;
      const target = resolveRelativeImport(module.path, ref.specifier, paths);
      if (target !== undefined && !targets.has(target)) targets.set(target, ref);
    }
    edges.set(module.path, targets);
  }
  const cycles: ImportCycle[] = [];
  for (const group of stronglyConnected([...paths].sort(), (node) => [...(edges.get(node)?.keys() ?? [])])) {
    const first = group[0] as string;
    const selfLoop = edges.get(first)?.has(first) ?? false;
    if (group.length === 1 && !selfLoop) continue;
    const files = selfLoop ? [first, first] : shortestCycle(first, new Set(group), edges);
    const ref = edges.get(first)?.get(files[1] as string) as ImportRef;
    cycles.push({ files, ref, group });
  }
  return cycles.sort((a, b) => compareText(a.files[0] as string, b.files[0] as string));
}

/** Tarjan's algorithm, iterative (deep import chains must not overflow the stack). Groups come sorted. */
function stronglyConnected(nodes: readonly string[], next: (node: string) => string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { node: string; children: string[]; i: number }[] = [];
    const open = (node: string): void => {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, children: next(node), i: 0 });
    };
    open(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; children: string[]; i: number };
      if (frame.i < frame.children.length) {
        const child = frame.children[frame.i++] as string;
        if (!index.has(child)) open(child);
        else if (onStack.has(child)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        groups.push(group.sort());
      }
    }
  }
  return groups;
}

/** Breadth-first from `start` back to itself within the group: `[start, …, start]`. */
function shortestCycle(
  start: string,
  group: ReadonlySet<string>,
  edges: ReadonlyMap<string, ReadonlyMap<string, ImportRef>>,
): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i] as string;
    for (const target of edges.get(node)?.keys() ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** `arch/import-cycle`: one finding per cycle, on the import in its first file that starts it. */
export function checkImportCycles(modules: readonly ModuleImports[]): Finding[] {
  const byPath = new Map(modules.map((m) => [m.path, m]));
  return findImportCycles(modules).map((cycle) => {
    const module = byPath.get(cycle.files[0] as string) as ModuleImports;
    const extra = cycle.group.length > cycle.files.length - 1;
    return findingAt(importCycleRule, module, cycle.ref.start, {
      message:
        `Import cycle: ${cycle.files.join(' → ')}` +
        (extra
          ? ` (${cycle.group.length} files depend on each other in a loop: ${listFiles(cycle.group)}).`
          : '.'),
      fix:
        'Break the cycle: move what these modules share into a new module that imports none of them, or turn ' +
        'one import into a type-only import or a lazy `import()` if only types or a late call need it.',
    });
  });
}

function listFiles(files: readonly string[]): string {
  return files.length <= 8
    ? files.join(', ')
    : `${files.slice(0, 8).join(', ')} and ${files.length - 8} more`;
}
