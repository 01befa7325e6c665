// A `signal` put on the init only under an `if` the file cannot decide (`if (config.timeout) fetchOptions.signal =
// controller.signal`, where `config` comes from a getter of another object: neverbounce 5.0.5
// dist/esm/src/HttpsClient.js lines 40-46). Which way the test goes is not known, but both ways can be judged:
// the assigned signal, and the init's own value (none) when the `if` did not run. When neither bounds the
// request, the call has no bound whichever way the test goes. Either way bounding it, or not known: as before.
import type { AstNode } from '../ast';
import { CALLER_ONLY } from './caller-optional';
import { evaluateTest, resolveNode } from './evaluate';
import { type ArmedController, armedController } from './guarded-controllers';
import { EITHER } from './guarded-defaults';
import type { JudgeContext } from './judge-context';
import { isNullish, toPath } from './node-paths';
import { judgeNode, missing, UNKNOWN, type Verdict } from './verdict';

/**
 * A choice built by `undecidedKey` (guarded-defaults.ts), judged both ways: missing when neither signal bounds
 * the request, bounded when both do; otherwise not known. (It once judged the "not known" marker itself as a
 * signal, which `judgeSignal` reads as one that is set: posthog-node's feature-flag fetch was judged bounded.)
 * `undefined` for any other node.
 */
export function judgeEither(node: AstNode, judge: (signal: AstNode) => Verdict): Verdict | undefined {
  if (node.type !== 'ConditionalExpression' || node[EITHER] !== true) return undefined;
  const assigned = judge(node.consequent as AstNode);
  const own = judge(node.alternate as AstNode);
  if (assigned.kind === 'missing' && own.kind === 'missing')
    return missing(
      `its signal is set only under a condition, and ${lowerFirst(assigned.reason)}; without it there is none`,
    );
  return assigned.kind === 'ok' && own.kind === 'ok' ? assigned : UNKNOWN;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A signal chosen by a condition that is itself a signal picked by a comparison of known values (`const signal =
 * requestTimeout > 0 ? AbortSignal.timeout(requestTimeout) : undefined` then `...(signal ? { signal } : {})`,
 * @lokalise/node-api 16.4.1 src/http_client/base.ts lines 125-136, `requestTimeout = 0`): judged on the side the
 * comparison picks; `UNKNOWN` when it picks neither an empty value nor a signal made there.
 */
export function judgeChosen(
  choice: AstNode,
  context: Pick<JudgeContext, 'constants' | 'limit'>,
  judge: (signal: AstNode) => Verdict,
): Verdict {
  const { constants } = context;
  // `controller ? controller.signal : null` of a controller made with its timer only when `ms` is set.
  const armed = armedController(choice, constants); // guarded-controllers.ts
  if (armed) return armedVerdict(armed, context);
  const test = resolveNode(choice.test as AstNode, constants);
  const decided =
    test.type === 'ConditionalExpression' ? evaluateTest(test.test as AstNode, constants) : undefined;
  if (decided === undefined) return UNKNOWN;
  const chosen = resolveNode((decided ? test.consequent : test.alternate) as AstNode, constants);
  const made = chosen.type === 'CallExpression' || chosen.type === 'NewExpression';
  if (!made && !isNullish(chosen)) return UNKNOWN;
  const verdict = judge((made ? choice.consequent : choice.alternate) as AstNode);
  if (made || verdict.kind !== 'missing') return verdict;
  const name = toPath(choice.test as AstNode);
  return missing(
    `its signal is set only when \`${name ?? 'a condition'}\` is set, which it is not by default`,
  );
}

/**
 * `x?.signal`: the caller's optional signal, absent by default — unless `x` is a controller the function makes
 * with its abort timer only when a timeout is set (guarded-controllers.ts), which is judged by that timer.
 */
export function chainedSignal(member: AstNode, context: Pick<JudgeContext, 'constants' | 'limit'>): Verdict {
  const owner = member.object as AstNode;
  const nothing: AstNode = { type: 'Literal', value: null, start: member.end, end: member.end };
  const choice = { type: 'ConditionalExpression', start: member.start, end: member.end };
  const armed = armedController(
    { ...choice, test: owner, consequent: member, alternate: nothing },
    context.constants,
  );
  if (armed) return armedVerdict(armed, context);
  return missing("its only signal is the caller's optional one, absent by default");
}

/** Such a controller's signal: judged by its timer, or missing when the timeout it needs is not set by default. */
function armedVerdict(armed: ArmedController, context: Pick<JudgeContext, 'constants' | 'limit'>): Verdict {
  if (!armed.unset) return judgeNode(armed.ms, 'the abort timer', context.limit, context.constants);
  return missing(
    `its signal is a controller made, with its abort timer, only when \`${toPath(armed.ms)}\` is set, which it is not by default (${CALLER_ONLY})`,
  );
}
