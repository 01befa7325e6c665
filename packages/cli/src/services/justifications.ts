import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UsageError } from '../exit-codes';
import { withCharterLock } from './charter-lock';
import { CONSTITUTION_PATH, readConstitution } from './constitution-file';

/**
 * Records why each package is needed in `.charter/constitution.json` (its `justifications`, sorted by name;
 * the rest of the file — `$schema`, rules — kept). Answers a function that puts the previous file back, for
 * when the install that follows fails.
 */
export async function recordJustifications(
  root: string,
  reasons: Readonly<Record<string, string>>,
): Promise<() => Promise<void>> {
  if ((await readConstitution(root)) === undefined) {
    throw new UsageError(
      `${CONSTITUTION_PATH} is missing: there is nowhere to record the justification.`,
      'Run `charter init` first.',
    );
  }
  const path = join(root, CONSTITUTION_PATH);
  // Under the file's lock: two `charter deps add` at once each keep the other's justification.
  const before = await withCharterLock(path, async (lock) => {
    const text = await readFile(path, 'utf8');
    const json = JSON.parse(text) as { justifications?: Record<string, string> };
    const merged = { ...json.justifications, ...reasons };
    json.justifications = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
    lock.assertHeld();
    await writeFile(path, `${JSON.stringify(json, null, 2)}\n`);
    return text;
  });
  return () =>
    withCharterLock(path, async (lock) => {
      lock.assertHeld();
      await writeFile(path, before);
    });
}
