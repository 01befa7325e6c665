import { CHARTER_DIR } from './repo-root';

// The constitution's paths, apart from its reader: `charter check` knows whether a project has one without
// loading zod (about a tenth of a second), which only the reader needs.
export const CONSTITUTION_FILE = 'constitution.json';
export const SCHEMA_FILE = 'constitution.schema.json';
/** Where the constitution and its JSON Schema live, relative to the repository root. */
export const CONSTITUTION_PATH = `${CHARTER_DIR}/${CONSTITUTION_FILE}`;
export const SCHEMA_PATH = `${CHARTER_DIR}/${SCHEMA_FILE}`;
