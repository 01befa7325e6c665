import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  applyProjectSettings,
  type Constitution,
  createDefaultConstitution,
  type ProjectSettings,
  ProjectSettingsSchema,
  type ProjectTier,
} from '@charter/core';
import { UsageError } from '../exit-codes';
import {
  CONSTITUTION_FILE,
  SCHEMA_FILE,
  toConstitutionFileText,
  toSchemaFileText,
} from './constitution-file';
import { ensureLedger, LEDGER_PATH } from './ledger';
import { CHARTER_DIR } from './repo-root';

export { CHARTER_DIR };

export interface InitOptions {
  path: string;
  cwd: string;
  tier: ProjectTier;
  settings: ProjectSettings;
  force: boolean;
  /**
   * Asked when a constitution exists and `force` is not set: replace it? Without it (no terminal) an existing
   * constitution is an error, never a guess.
   */
  confirmReplace?: (question: string) => Promise<boolean>;
}

/** What `charter init` did: kept the existing constitution, or wrote these files. */
export type InitOutcome =
  | { status: 'kept' }
  | {
      status: 'created' | 'replaced';
      files: string[];
      tier: ProjectTier;
      constitution: Constitution;
    };

/**
 * `charter init`: writes `.charter/constitution.json` (the tier's default rules with the thresholds given as
 * flags, pointing at its JSON Schema) and `.charter/constitution.schema.json`. An existing constitution is
 * replaced only with `force` or after a yes from `confirmReplace`. Prints nothing: `ui/init-report.ts` renders.
 */
export async function runInit(options: InitOptions): Promise<InitOutcome> {
  const dir = join(resolve(options.cwd, options.path), CHARTER_DIR);
  const file = join(dir, CONSTITUTION_FILE);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing !== undefined && !options.force) {
    if (!options.confirmReplace) {
      throw new UsageError(`${CHARTER_DIR}/${CONSTITUTION_FILE} already exists; pass --force to replace it.`);
    }
    const replace = await options.confirmReplace(
      `${CHARTER_DIR}/${CONSTITUTION_FILE} already exists. Replace it?`,
    );
    if (!replace) return { status: 'kept' };
  }

  const settings = ProjectSettingsSchema.safeParse(options.settings);
  if (!settings.success) {
    const issue = settings.error.issues[0];
    throw new UsageError(`${issue?.path.join('.') || 'settings'}: ${issue?.message ?? 'invalid'}`);
  }
  const constitution: Constitution = applyProjectSettings(
    createDefaultConstitution(options.tier),
    settings.data,
  );
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, SCHEMA_FILE), toSchemaFileText());
  await writeFile(file, toConstitutionFileText(constitution));
  // The repo-local ledger starts empty; an existing one (decisions, rebellions) is never touched.
  await ensureLedger(resolve(options.cwd, options.path));
  return {
    status: existing === undefined ? 'created' : 'replaced',
    files: [`${CHARTER_DIR}/${CONSTITUTION_FILE}`, `${CHARTER_DIR}/${SCHEMA_FILE}`, LEDGER_PATH],
    tier: options.tier,
    constitution,
  };
}
