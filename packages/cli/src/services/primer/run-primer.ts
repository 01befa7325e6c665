import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Constitution, ProjectTier } from '@charter/core';
import { UsageError } from '../../exit-codes';
import { readConstitution } from '../constitution-file';
import { ANSWERS_FILE_EXAMPLE, type PrimerInput, parseAnswersFile, SAVED_ANSWERS_PATH } from './answers-file';
import { buildFilePlan, type PlannedFile, writeFilePlan } from './file-plan';
import { toTierConstitution } from './tier-constitution';

export interface PrimerOptions {
  path: string;
  /** The directory `path` and `answersFile` are relative to. */
  cwd: string;
  answersFile?: string | undefined;
  yes: boolean;
  dryRun: boolean;
  /** A person is at a terminal: the interview runs, and writing is confirmed there. */
  interactive: boolean;
  /** The date the primer is stamped with; now by default. */
  now?: Date;
  /**
   * Asks the questions (the Ink interview, on a terminal), starting from `initial`; null when the person
   * quits. Called only when `interactive` and no answers file is given.
   */
  interview?: (start: {
    initial: Partial<PrimerInput>;
    currentTier: ProjectTier | undefined;
  }) => Promise<PrimerInput | null>;
  /** The plan, once known and before anything is asked or written; `confirming` says a question follows. */
  onPlan?: (files: readonly PlannedFile[], confirming: boolean) => void;
  /** Asks whether to write `count` changed files; a person's no (or Ctrl+C) is false. */
  confirmWrite?: (count: number) => Promise<boolean>;
  /** Something the person should know that changes nothing (an unreadable saved answers file). */
  onNotice?: (message: string) => void;
}

export type PrimerOutcome =
  | { status: 'cancelled' }
  | {
      status: 'planned';
      files: PlannedFile[];
      /** The files whose text changes. */
      changed: PlannedFile[];
      constitution: Constitution;
      input: PrimerInput;
      dryRun: boolean;
      written: boolean;
    };

async function readAnswers(cwd: string, file: string): Promise<PrimerInput> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, file), 'utf8');
  } catch (error) {
    throw new UsageError(`Could not read the answers file ${file}: ${(error as Error).message}`);
  }
  return parseAnswersFile(text, file);
}

/** The answers of the last run, to start the interview from; a broken file is reported and ignored. */
async function readSavedAnswers(
  root: string,
  onNotice: ((message: string) => void) | undefined,
): Promise<PrimerInput | undefined> {
  const text = await readFile(join(root, SAVED_ANSWERS_PATH), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return parseAnswersFile(text, SAVED_ANSWERS_PATH);
  } catch (error) {
    onNotice?.(`ignoring ${SAVED_ANSWERS_PATH}: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * `charter primer`: the answers (from the interview on a terminal, or `--answers <file.json>`) become
 * PRIMER.md, the four agent files (Charter's managed block only) and the tier's thresholds in
 * `.charter/constitution.json`, keeping the answers in `.charter/primer-answers.json` for the next run.
 * Writes after a yes from `confirmWrite` on a terminal, with `yes`, never with `dryRun`. Prints nothing:
 * the plan goes to `onPlan`, and `ui/primer-report.ts` renders the outcome.
 */
export async function runPrimer(options: PrimerOptions): Promise<PrimerOutcome> {
  const root = resolve(options.cwd, options.path);
  const isDirectory = await stat(root).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (!isDirectory) throw new UsageError(`${options.path} is not a directory.`);
  const existing = await readConstitution(root);
  const { interactive } = options;

  let input: PrimerInput;
  if (options.answersFile !== undefined) {
    input = await readAnswers(options.cwd, options.answersFile);
  } else if (interactive && options.interview) {
    const saved = await readSavedAnswers(root, options.onNotice);
    const result = await options.interview({
      initial: {
        ...saved,
        // The constitution's tier is the one in force, whatever the saved answers say.
        tier: existing?.tier ?? saved?.tier ?? 'standard',
      },
      currentTier: existing?.tier,
    });
    if (result === null) return { status: 'cancelled' };
    input = result;
  } else {
    throw new UsageError(
      'charter primer asks its questions on a terminal; without one, pass the answers as a JSON file.',
      `charter primer --answers answers.json --yes, where answers.json looks like ${ANSWERS_FILE_EXAMPLE}`,
    );
  }

  const constitution = toTierConstitution(existing, input.tier);
  const files = await buildFilePlan({
    root,
    answers: input.answers,
    experience: input.experience,
    constitution,
    existing,
    now: options.now ?? new Date(),
  });
  const changed = files.filter((file) => file.status !== 'unchanged');
  if (changed.length > 0 && !options.dryRun && !options.yes && !interactive) {
    throw new UsageError(
      `${changed.length} file${changed.length === 1 ? '' : 's'} would change, and there is no terminal to confirm on.`,
      'pass --yes to write them, or --dry-run to see the changes only.',
    );
  }
  const ask = changed.length > 0 && !options.dryRun && !options.yes;
  options.onPlan?.(files, ask);

  let written = false;
  if (changed.length > 0 && !options.dryRun) {
    written = !ask || (options.confirmWrite ? await options.confirmWrite(changed.length) : false);
    if (written) await writeFilePlan(root, files);
  }
  return { status: 'planned', files, changed, constitution, input, dryRun: options.dryRun, written };
}
