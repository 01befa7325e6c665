// A name reassigned in one function is not reassigned in another that declares its own variable of that name:
// bugsnag 2.4.3 lib/notification.js resets its constructor's parameter (`if (!options) { options = {}; }`, line
// 17) while `_deliver` declares `var options = { url, proxy, body, headers }` (lines 186-191) for
// `request.post(options, cb)` (line 195). Only the binding each assignment writes (the innermost one around
// it) loses its value; the other functions' variables keep theirs.
import type { AstNode } from '../ast';
import type { Assignment, Binding } from './assignments';

/** Drops the bindings of `name` that its assignments may write; all of them when one site is not placed. */
export function dropReassigned(
  bindings: Map<string, Binding[]>,
  name: string,
  sites: readonly Assignment[] | undefined,
): void {
  const list = bindings.get(name);
  if (!list || !sites || sites.length === 0) {
    bindings.delete(name);
    return;
  }
  const written = new Set<Binding>();
  for (const { node } of sites) {
    const around = innermost(list, node);
    // An assignment outside every listed binding writes another variable (a parameter, a global): none of these.
    if (around === 'tie') {
      bindings.delete(name);
      return;
    }
    if (around) written.add(around);
  }
  const kept = list.filter((binding) => !written.has(binding));
  if (kept.length > 0) bindings.set(name, kept);
  else bindings.delete(name);
}

function innermost(list: readonly Binding[], node: AstNode): Binding | 'tie' | undefined {
  let best: Binding | undefined;
  let tie = false;
  for (const binding of list) {
    if (node.start < binding.start || node.start > binding.end) continue;
    const size = binding.end - binding.start;
    if (best && size === best.end - best.start) tie = true;
    else if (!best || size < best.end - best.start) {
      best = binding;
      tie = false;
    }
  }
  return tie ? 'tie' : best;
}
