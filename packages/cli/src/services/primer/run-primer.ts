import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { toCompletion } from '@charter/core';
import { EXIT, UsageError } from '../../exit-codes';
import { type CliIo, useColour } from '../../io';
import { readConstitution } from '../constitution-file';
import { askConfirm } from '../prompts';
import { ANSWERS_FILE_EXAMPLE, type PrimerInput, parseAnswersFile, SAVED_ANSWERS_PATH } from './answers-file';
import { buildFilePlan, type PlannedFile, writeFilePlan } from './file-plan';
import { renderPlan } from './render-plan';
import { toThresholds, toTierConstitution } from './tier-constitution';

export const PRIMER_FORMATS = ['text', 'json'] as const;
export type PrimerFormat = (typeof PRIMER_FORMATS)[number];

export interface PrimerOptions {
  path: string;
  answersFile?: string | undefined;
  yes: boolean;
  dryRun: boolean;
  format: PrimerFormat;
  io: CliIo;
  /** The date the primer is stamped with; now by default. */
  now?: Date;
}

async function readAnswers(io: CliIo, file: string): Promise<PrimerInput> {
  let text: string;
  try {
    text = await readFile(resolve(io.cwd, file), 'utf8');
  } catch (error) {
    throw new UsageError(`Could not read the answers file ${file}: ${(error as Error).message}`);
  }
  return parseAnswersFile(text, file);
}

/** The answers of the last run, to start the interview from; a broken file is reported and ignored. */
async function readSavedAnswers(io: CliIo, root: string): Promise<PrimerInput | undefined> {
  const text = await readFile(join(root, SAVED_ANSWERS_PATH), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return parseAnswersFile(text, SAVED_ANSWERS_PATH);
  } catch (error) {
    io.stderr.write(`charter: ignoring ${SAVED_ANSWERS_PATH}: ${(error as Error).message}\n`);
    return undefined;
  }
}

async function askToWrite(io: CliIo, count: number): Promise<boolean> {
  try {
    return await askConfirm(io, `Write ${count} file${count === 1 ? '' : 's'}?`, true);
  } catch (error) {
    // Ctrl+C at the prompt is a no, not an internal error.
    if (error instanceof Error && error.name === 'ExitPromptError') return false;
    throw error;
  }
}

/**
 * `charter primer`: the answers (from the Ink interview on a terminal, or `--answers <file.json>`) become
 * PRIMER.md, the four agent files (Charter's managed block only) and the tier's thresholds in
 * `.charter/constitution.json`, keeping the answers in `.charter/primer-answers.json` for the next run.
 * Shows what changes per file; writes after a yes on a terminal, with `--yes`, never with `--dry-run`.
 */
export async function runPrimer(options: PrimerOptions): Promise<number> {
  const { io } = options;
  const root = resolve(io.cwd, options.path);
  const isDirectory = await stat(root).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (!isDirectory) throw new UsageError(`${options.path} is not a directory.`);
  const existing = await readConstitution(root);
  const interactive = io.stdin?.isTTY === true;

  let input: PrimerInput;
  if (options.answersFile !== undefined) {
    input = await readAnswers(io, options.answersFile);
  } else if (interactive && io.stdin) {
    const saved = await readSavedAnswers(io, root);
    const { runInterview } = await import('../../ui/interview');
    const result = await runInterview({
      stdin: io.stdin,
      output: io.stderr,
      colour: useColour(io, 'stderr'),
      initial: {
        ...saved,
        // The constitution's tier is the one in force, whatever the saved answers say.
        tier: existing?.tier ?? saved?.tier ?? 'standard',
      },
      currentTier: existing?.tier,
    });
    if (result === null) {
      io.stderr.write('charter: interview cancelled; nothing written.\n');
      return EXIT.cancelled;
    }
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
  if (options.format === 'text') io.stdout.write(renderPlan(files, { colour: useColour(io) }));
  // With JSON on stdout, the changes to confirm are shown where the prompt is.
  else if (ask) io.stderr.write(renderPlan(files, { colour: useColour(io, 'stderr') }));

  let written = false;
  if (changed.length > 0 && !options.dryRun) {
    written = !ask || (await askToWrite(io, changed.length));
    if (written) await writeFilePlan(root, files);
  }

  if (options.format === 'json') {
    io.stdout.write(`${JSON.stringify(toJsonReport(files, constitution, input, written), null, 2)}\n`);
  } else {
    io.stdout.write(toClosingLine(changed, options.dryRun, written));
  }
  return EXIT.ok;
}

function toJsonReport(
  files: readonly PlannedFile[],
  constitution: ReturnType<typeof toTierConstitution>,
  input: PrimerInput,
  written: boolean,
) {
  return {
    files: files.map(({ path, status, diff }) => ({ path, status, diff })),
    constitution: {
      version: constitution.version,
      tier: constitution.tier,
      thresholds: toThresholds(constitution),
    },
    completion: toCompletion(input.answers),
    written,
  };
}

function toClosingLine(changed: readonly PlannedFile[], dryRun: boolean, written: boolean): string {
  const names = changed.map((file) => file.path).join(', ');
  if (changed.length === 0)
    return 'Nothing to change: the primer, agent files and constitution are up to date.\n';
  if (dryRun) return `Dry run: nothing written (${changed.length} would change: ${names}).\n`;
  if (!written) return 'Nothing written.\n';
  return `Wrote ${changed.length} file${changed.length === 1 ? '' : 's'}: ${names}.\n`;
}
