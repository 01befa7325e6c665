import { type Constitution, ConstitutionSchema, toConstitutionJsonSchema } from '@charter/core';
import { CHARTER_DIR, CONSTITUTION_FILE, SCHEMA_FILE } from '../init';

/** Where the constitution and its JSON Schema live, relative to the repository root. */
export const CONSTITUTION_FILE_PATH = `${CHARTER_DIR}/${CONSTITUTION_FILE}`;
export const SCHEMA_FILE_PATH = `${CHARTER_DIR}/${SCHEMA_FILE}`;

// The same bytes `charter init` writes (services/init.ts), so init and the interview never fight over
// formatting. Kept here rather than exported from init.ts, which belongs to another change; when init.ts
// exports its writer, these two functions should become imports.

/** `.charter/constitution.json`'s text: `$schema` first, then the constitution, two-space JSON. */
export function toConstitutionFileText(constitution: Constitution): string {
  // Read back with the check's schema: what the interview writes, `charter check` accepts.
  ConstitutionSchema.parse(constitution);
  return `${JSON.stringify({ $schema: `./${SCHEMA_FILE}`, ...constitution }, null, 2)}\n`;
}

/** `.charter/constitution.schema.json`'s text, generated from core's zod schema. */
export function toSchemaFileText(): string {
  return `${JSON.stringify(toConstitutionJsonSchema(), null, 2)}\n`;
}
