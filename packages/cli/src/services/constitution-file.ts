import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Constitution, ConstitutionSchema, toConstitutionJsonSchema } from '@charter/core';
import { UsageError } from '../exit-codes';
import { CONSTITUTION_PATH, SCHEMA_FILE } from './constitution-path';

export { CONSTITUTION_FILE, CONSTITUTION_PATH, SCHEMA_FILE, SCHEMA_PATH } from './constitution-path';

/**
 * `.charter/constitution.json`'s text: `$schema` first, then the constitution, two-space JSON — the one
 * writer `init` and `primer` share, so they never fight over formatting. Parsed first with the schema the
 * check reads it with: what is written, `charter check` accepts.
 */
export function toConstitutionFileText(constitution: Constitution): string {
  ConstitutionSchema.parse(constitution);
  return `${JSON.stringify({ $schema: `./${SCHEMA_FILE}`, ...constitution }, null, 2)}\n`;
}

/** `.charter/constitution.schema.json`'s text, generated from core's zod schema (editors complete with it). */
export function toSchemaFileText(): string {
  return `${JSON.stringify(toConstitutionJsonSchema(), null, 2)}\n`;
}

/** The repository's constitution when it has one; `undefined` means the default constitution applies. */
export async function readConstitution(root: string): Promise<Constitution | undefined> {
  return readConstitutionFile(join(root, CONSTITUTION_PATH), CONSTITUTION_PATH);
}

/** A constitution file anywhere (`name` is how messages call it); `undefined` when it does not exist. */
export async function readConstitutionFile(path: string, name = path): Promise<Constitution | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UsageError(`Could not read ${name}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${name} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = ConstitutionSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new UsageError(
      `${name} is not a valid constitution: ${first?.path.join('.') || '(root)'}: ${first?.message}`,
    );
  }
  return parsed.data;
}
