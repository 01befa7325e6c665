import { setFlagsFromString } from 'node:v8';

/**
 * How much bytecode a function runs before V8 considers it for its optimising compiler (TurboFan), for
 * `charter check` only: about 7x V8 11's default (132 KB). A check is a batch of about a second that runs a large
 * body of rule code a few hundred to a few thousand times; TurboFan compiled its biggest functions (the file-facts
 * walk, the call judges, the binding collector, each several times after deoptimising on the many node shapes)
 * on background threads that cost more CPU than the optimised code saved. Later tier-up keeps TurboFan for what
 * stays hot in a long scan, and changes no result.
 * Measured (CPU user+sys of fresh processes, median of interleaved rounds, same build with and without):
 * 0.81x on the 1 000-file bench fixture, 0.64-0.69x on the real-code corpus (821 files, 6 s).
 */
export const CHECK_INTERRUPT_BUDGET = 1_000_000;

/**
 * Old-generation collections for `charter check` run whole when the heap reaches its limit, not incrementally
 * between allocations. Incremental marking exists to keep pauses short for a page or a server; a check is a batch
 * nobody interacts with while it runs, and marking in small steps costs it more work in all: each step, the write
 * barrier kept on for objects the rules build while marking runs, and the marking started earlier (at a soft
 * limit), so more of it. On the bench fixture (callgrind, `node --single-threaded --predictable-gc-schedule`) two
 * incremental mark-compacts became one atomic one, and the check ran 176 M fewer instructions of 3 560 M
 * (NODE_EXTRA_CA_CERTS unset; 167 M of 3 971 M with it). The heap's limits are V8's own; results are unchanged.
 */
export const CHECK_GC_FLAGS = '--no-incremental-marking';

/**
 * Applies `CHECK_INTERRUPT_BUDGET` and `CHECK_GC_FLAGS` to this process; call before the scanner's code first
 * runs (V8 reads the marking flag when it decides to start a collection, so no marking is under way yet).
 */
export function tuneTieringForCheck(): void {
  setFlagsFromString(`--interrupt-budget=${CHECK_INTERRUPT_BUDGET}`);
  setFlagsFromString(CHECK_GC_FLAGS);
}
