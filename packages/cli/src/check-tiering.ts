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

/** Applies `CHECK_INTERRUPT_BUDGET` to this process; call before the scanner's code first runs. */
export function tuneTieringForCheck(): void {
  setFlagsFromString(`--interrupt-budget=${CHECK_INTERRUPT_BUDGET}`);
}
