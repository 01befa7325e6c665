import type { RiskLevel, Violation } from './schema';

/** An enforced violation this many times past its limit is high risk on its own. */
export const HIGH_RISK_OVERSHOOT_FACTOR = 2;

/**
 * The risk of letting `violations` through: HIGH for any critical one or an enforced one at twice its limit
 * or more, MEDIUM for any other enforced one, LOW otherwise (advisory only, or none).
 * @example assessRisk([{ ...violation, enforcement: 'enforced', threshold: 50, actual: 131 }]); // 'HIGH'
 */
export function assessRisk(violations: readonly Violation[]): RiskLevel {
  let risk: RiskLevel = 'LOW';
  for (const v of violations) {
    if (v.severity === 'critical') return 'HIGH';
    if (v.enforcement !== 'enforced') continue;
    if (
      v.threshold !== null &&
      v.actual !== null &&
      v.threshold > 0 &&
      v.actual >= v.threshold * HIGH_RISK_OVERSHOOT_FACTOR
    ) {
      return 'HIGH';
    }
    risk = 'MEDIUM';
  }
  return risk;
}
