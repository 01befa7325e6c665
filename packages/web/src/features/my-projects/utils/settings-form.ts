import type { ProjectSettingsResponse, SaveProjectSettingsInput } from '@charter/core';

/** The Settings form's text values; the API timeout is typed in seconds, stored in milliseconds. */
export interface SettingsFormValues {
  dependencyLimit: string;
  apiTimeoutSeconds: string;
  buildBudgetSeconds: string;
}

export function toFormValues(settings: ProjectSettingsResponse['settings']): SettingsFormValues {
  return {
    dependencyLimit: settings.dependencyLimit?.toString() ?? '',
    apiTimeoutSeconds: settings.apiTimeoutMs === undefined ? '' : String(settings.apiTimeoutMs / 1000),
    buildBudgetSeconds: settings.buildBudgetSeconds?.toString() ?? '',
  };
}

function wholeNumber(text: string, label: string, min: number, max: number): number | null | string {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    return `${label} must be a whole number from ${min} to ${max}.`;
  }
  return value;
}

/**
 * The form's values as the save call's body, or the first problem. Blank means "use the constitution's
 * threshold". The bounds are the server's (ProjectSettingsSchema).
 */
export function toSettingsInput(
  values: SettingsFormValues,
): { input: SaveProjectSettingsInput } | { error: string } {
  const dependencyLimit = wholeNumber(values.dependencyLimit, 'Dependency limit', 1, 1000);
  if (typeof dependencyLimit === 'string') return { error: dependencyLimit };
  let apiTimeoutMs: number | null = null;
  if (values.apiTimeoutSeconds.trim() !== '') {
    const seconds = Number(values.apiTimeoutSeconds);
    if (!Number.isFinite(seconds) || seconds < 0.1 || seconds > 120) {
      return { error: 'API timeout must be from 0.1 to 120 seconds.' };
    }
    apiTimeoutMs = Math.round(seconds * 1000);
  }
  const buildBudgetSeconds = wholeNumber(values.buildBudgetSeconds, 'Build budget', 1, 3600);
  if (typeof buildBudgetSeconds === 'string') return { error: buildBudgetSeconds };
  return { input: { dependencyLimit, apiTimeoutMs, buildBudgetSeconds } };
}
