import { describe, expect, it } from 'vitest';
import {
  BEST_PRACTICES,
  getBestPractice,
  toPracticeRule,
  toPracticeRuleId,
  toRuleText,
} from '../../src/catalogue/index';
import { RuleSchema } from '../../src/constitution/schema';

describe('toPracticeRule', () => {
  const rules = BEST_PRACTICES.map(toPracticeRule);

  it('builds a valid pattern rule for every practice, with unique ids', () => {
    for (const rule of rules) {
      expect(RuleSchema.safeParse(rule).success, rule.id).toBe(true);
      expect(rule.id).toMatch(/^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$/);
      expect(rule.kind).toBe('pattern');
    }
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
  });

  it('names the rule BP- and the upper-cased practice id', () => {
    expect(toPracticeRuleId('http-timeouts-everywhere')).toBe('BP-HTTP-TIMEOUTS-EVERYWHERE');
  });

  it('enforces critical and high practices, advises on the rest, and keeps the detection phrases', () => {
    const timeouts = toPracticeRule(getBestPractice('http-timeouts-everywhere')!);
    expect(timeouts).toMatchObject({
      id: 'BP-HTTP-TIMEOUTS-EVERYWHERE',
      category: 'api',
      severity: 'critical',
      enforcement: 'enforced',
      sourcePracticeId: 'http-timeouts-everywhere',
      title: 'Never make an outbound HTTP call without a timeout of at most 10 seconds.',
    });
    expect(timeouts.match?.anyOf).toContain('without a timeout');
    expect(toPracticeRule(getBestPractice('select-only-needed-columns')!).enforcement).toBe('advisory');
  });

  it('files accessibility practices under accessibility and the others under their own category', () => {
    expect(toPracticeRule(getBestPractice('meaningful-alt-text')!).category).toBe('accessibility');
    expect(toPracticeRule(getBestPractice('graceful-shutdown')!).category).toBe('deployment');
    expect(toPracticeRule(getBestPractice('parameterised-queries')!).category).toBe('database');
  });

  it('renders the one-line rule text', () => {
    const rule = toPracticeRule(getBestPractice('http-timeouts-everywhere')!);
    expect(toRuleText(rule)).toBe(
      'BP-HTTP-TIMEOUTS-EVERYWHERE: Never make an outbound HTTP call without a timeout of at most 10 seconds (enforced)',
    );
  });

  it('falls back to the title when a practice has no mandate', () => {
    const practice = { ...getBestPractice('allow-zoom')!, mandate: undefined };
    expect(toPracticeRule(practice).title).toBe('Let users zoom');
  });
});
