import { formatMs } from './check-rule';
import type { Rule, Violation } from './schema';

/** Closing advice of a blocked decision. */
export const EXCEPTION_ADVICE = 'Request an exception (a rebellion) if this is necessary.';

function toAdvice(violation: Violation, rule: Rule | undefined): string {
  const { threshold, actual } = violation;
  switch (rule?.kind) {
    case 'max_dependencies': {
      const over = actual !== null && threshold !== null ? actual - threshold : null;
      return over === null
        ? 'Remove dependencies or split the feature so the project stays within its limit.'
        : `Remove ${over} ${over === 1 ? 'dependency' : 'dependencies'} or split the feature so the project stays within ${threshold}.`;
    }
    case 'max_api_timeout_ms': {
      const limit = threshold ?? 10_000;
      return actual === null
        ? `Give the call a timeout: use AbortSignal.timeout(${limit}) on the fetch call, or the HTTP client's timeout option (for node's http.request, a signal or a 'timeout' handler that destroys the request).`
        : `Use AbortSignal.timeout(${limit}) on the fetch call (or the client's timeout option) so it gives up after ${formatMs(limit)}; move slow work to a background job.`;
    }
    case 'max_build_seconds':
      return `Bring the build under ${threshold ?? 60} s: cache dependencies, split the bundle, or move slow steps out of the build.`;
    case 'wcag_level':
      return `Keep WCAG ${rule.level ?? 'AA'}: keep alt text, labels, visible focus and keyboard access, or replace them with accessible equivalents.`;
    case 'dependency_justification':
      return 'Add a justification for each new package with `charter deps add <pkg> --why "<reason>"` (or in the constitution\'s justifications).';
    case 'pattern':
      return `Rework the decision to follow ${rule.id} (${rule.title}).`;
    default:
      return violation.message;
  }
}

/**
 * One concrete sentence per violation (deduplicated, in rule order), plus the exception advice when blocked.
 * @example toRecommendations([timeoutViolation], rules, true); // ['Use AbortSignal.timeout(10000) …', 'Request an exception …']
 */
export function toRecommendations(
  violations: readonly Violation[],
  rules: readonly Rule[],
  blocked: boolean,
): string[] {
  const advice: string[] = [];
  for (const violation of violations) {
    const sentence = toAdvice(
      violation,
      rules.find((rule) => rule.id === violation.ruleId),
    );
    if (!advice.includes(sentence)) advice.push(sentence);
  }
  if (blocked) advice.push(EXCEPTION_ADVICE);
  return advice;
}
