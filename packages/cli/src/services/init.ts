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
import { EXIT, UsageError } from '../exit-codes';
import {
  CONSTITUTION_FILE,
  SCHEMA_FILE,
  toConstitutionFileText,
  toSchemaFileText,
} from './constitution-file';
import { ensureLedger, LEDGER_PATH } from './ledger';
import { askConfirm } from './prompts';
import { CHARTER_DIR } from './repo-root';

export { CHARTER_DIR };

export interface InitOptions {
  path: string;
  cwd: string;
  tier: ProjectTier;
  settings: ProjectSettings;
  force: boolean;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  format?: 'text' | 'json';
}

/**
 * `charter init`: writes `.charter/constitution.json` (the tier's default rules with the thresholds given as
 * flags, pointing at its JSON Schema) and `.charter/constitution.schema.json`. An existing constitution is
 * replaced only with `--force` or after a yes on a terminal; without a terminal it is an error, never a guess.
 */
export async function runInit(options: InitOptions): Promise<number> {
  const dir = join(resolve(options.cwd, options.path), CHARTER_DIR);
  const file = join(dir, CONSTITUTION_FILE);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing !== undefined && !options.force) {
    if (options.stdin.isTTY !== true) {
      throw new UsageError(`${CHARTER_DIR}/${CONSTITUTION_FILE} already exists; pass --force to replace it.`);
    }
    const replace = await askConfirm(
      { stdin: options.stdin, stdout: options.stdout, stderr: options.stderr, cwd: options.cwd },
      `${CHARTER_DIR}/${CONSTITUTION_FILE} already exists. Replace it?`,
      false,
    );
    if (!replace) {
      if (options.format === 'json') options.stdout.write(`${JSON.stringify({ status: 'kept' }, null, 2)}\n`);
      else options.stderr.write('charter: kept the existing constitution.\n');
      return EXIT.ok;
    }
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

  if (options.format === 'json') {
    const result = {
      status: existing === undefined ? 'created' : 'replaced',
      files: [`${CHARTER_DIR}/${CONSTITUTION_FILE}`, `${CHARTER_DIR}/${SCHEMA_FILE}`, LEDGER_PATH],
      tier: options.tier,
      version: constitution.version,
      limits: constitution.rules
        .filter((rule) => rule.threshold !== undefined)
        .map((rule) => ({ ruleId: rule.id, threshold: rule.threshold, unit: rule.unit ?? null })),
    };
    options.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return EXIT.ok;
  }
  const limits = constitution.rules
    .filter((rule) => rule.threshold !== undefined)
    .map((rule) => `${rule.id} ≤ ${rule.threshold}${rule.unit ? ` ${rule.unit}` : ''}`)
    .join(', ');
  options.stdout.write(
    `${existing === undefined ? 'Created' : 'Replaced'} ${CHARTER_DIR}/${CONSTITUTION_FILE} (${options.tier} tier, ` +
      `version ${constitution.version}: ${limits}), ${CHARTER_DIR}/${SCHEMA_FILE} and ${LEDGER_PATH}.\n`,
  );
  return EXIT.ok;
}
