import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Constitution, ConstitutionSchema } from '@charter/core';
import { UsageError } from '../exit-codes';

export const CONSTITUTION_PATH = '.charter/constitution.json';

/** The repository's constitution when it has one; `undefined` means the default constitution applies. */
export async function readConstitution(root: string): Promise<Constitution | undefined> {
  let text: string;
  try {
    text = await readFile(join(root, CONSTITUTION_PATH), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UsageError(`Could not read ${CONSTITUTION_PATH}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${CONSTITUTION_PATH} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = ConstitutionSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new UsageError(
      `${CONSTITUTION_PATH} is not a valid constitution: ${first?.path.join('.') || '(root)'}: ${first?.message}`,
    );
  }
  return parsed.data;
}
