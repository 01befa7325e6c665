import type { Constitution } from '../constitution/schema';

/**
 * Example questions drawn from the owner's own constitution: a limit of 50 dependencies asks about the
 * 51st, a 10 s timeout about 30 s. For the console's empty state and the widget's first screen.
 * @example toExampleQuestions(createDefaultConstitution('standard'))[0]; // 'Can I add chart.js? We have 50 dependencies'
 */
export function toExampleQuestions(constitution: Constitution): string[] {
  const questions: string[] = [];
  for (const rule of constitution.rules) {
    if (rule.kind === 'max_dependencies' && rule.threshold !== undefined)
      questions.push(`Can I add chart.js? We have ${rule.threshold} dependencies`);
    if (rule.kind === 'max_api_timeout_ms' && rule.threshold !== undefined)
      questions.push(`Can I raise the API timeout to ${Math.round((rule.threshold * 3) / 1000)} s?`);
    if (rule.kind === 'max_build_seconds' && rule.threshold !== undefined)
      questions.push(`Our build takes ${rule.threshold * 2} s — is that OK?`);
    if (rule.kind === 'wcag_level') questions.push('Can I remove the alt text from the logo?');
  }
  questions.push('What are our rules?', 'How should I handle retries?');
  return [...new Set(questions)].slice(0, 6);
}
