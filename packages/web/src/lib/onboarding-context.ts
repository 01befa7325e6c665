/**
 * The context a user imports during onboarding stays in this browser until a project is
 * created from it. Shared by onboarding (writes) and the dashboard (chooses its empty state).
 */
export const ONBOARDING_CONTEXT_KEY = 'charter.onboarding.context';
export const ONBOARDING_FILES_KEY = 'charter.onboarding.files';

export interface ContextFile {
  name: string;
  /** Size in bytes. */
  size: number;
  text: string;
}

export interface StoredContextFile {
  name: string;
  size: number;
}

/** Each file as a Markdown heading with its name, then its text; files separated by a blank line. */
export function toContextText(files: readonly ContextFile[]): string {
  return files.map((file) => `# ${file.name}\n\n${file.text.trim()}`).join('\n\n');
}

export function saveOnboardingContext(files: readonly ContextFile[]): void {
  localStorage.setItem(ONBOARDING_CONTEXT_KEY, toContextText(files));
  localStorage.setItem(
    ONBOARDING_FILES_KEY,
    JSON.stringify(files.map(({ name, size }): StoredContextFile => ({ name, size }))),
  );
}

export function hasOnboardingContext(): boolean {
  try {
    return (localStorage.getItem(ONBOARDING_CONTEXT_KEY) ?? '').trim().length > 0;
  } catch {
    // Storage can be disabled (privacy mode); then there simply is no stored context.
    return false;
  }
}

/** The stored onboarding context and its file list ('' and [] when there is none or storage is off). */
export function readOnboardingContext(): { text: string; files: StoredContextFile[] } {
  try {
    const text = localStorage.getItem(ONBOARDING_CONTEXT_KEY) ?? '';
    const files = JSON.parse(localStorage.getItem(ONBOARDING_FILES_KEY) ?? '[]') as unknown;
    return { text, files: Array.isArray(files) ? (files as StoredContextFile[]) : [] };
  } catch {
    return { text: '', files: [] };
  }
}

/**
 * The dashboard's "Create Project with My Context" opens the generator with this query; the generator then
 * loads `readOnboardingContext()` into its project-context card.
 */
export const WITH_ONBOARDING_CONTEXT = '/primer-generator?context=onboarding';

/** Once a project is created from the context it no longer waits on the dashboard. */
export function clearOnboardingContext(): void {
  try {
    localStorage.removeItem(ONBOARDING_CONTEXT_KEY);
    localStorage.removeItem(ONBOARDING_FILES_KEY);
  } catch {
    // Storage off: nothing was stored.
  }
}
