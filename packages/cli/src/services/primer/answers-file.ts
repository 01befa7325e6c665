import {
  PRIMER_KEYS,
  type PrimerAnswers,
  PrimerAnswersSchema,
  type ProjectTier,
  ProjectTierSchema,
  type TechnicalExperience,
  TechnicalExperienceSchema,
} from '@charter/core';
import { z } from 'zod';
import { UsageError } from '../../exit-codes';

/** What the interview (or an answers file) hands to the generator. */
export interface PrimerInput {
  /** The owner's technical experience (spec 000 registration); only changes how much guidance is shown. */
  experience?: TechnicalExperience;
  /** Undefined keeps the existing constitution's tier (or `standard` for a new one). */
  tier?: ProjectTier;
  answers: PrimerAnswers;
}

/**
 * Where the primer run keeps the answers it used: the next interview starts from them, and
 * `charter primer --answers .charter/primer-answers.json --yes` regenerates the files without a terminal.
 */
export const SAVED_ANSWERS_PATH = '.charter/primer-answers.json';

/** The saved answers' text: the wrapped shape, every key present, two-space JSON. */
export function toAnswersFileText(input: PrimerInput): string {
  const { experience, tier, answers } = input;
  return `${JSON.stringify({ ...(experience ? { experience } : {}), ...(tier ? { tier } : {}), answers }, null, 2)}\n`;
}

/** The example printed in hints, so a caller can copy it into a file. */
export const ANSWERS_FILE_EXAMPLE =
  '{ "experience": "beginner", "tier": "standard", "answers": { "core-problem": "Tutors lose hours…", "user-role": "founder" } }';

// Strict, so a misspelt key ("core-problm") is an error instead of an answer silently dropped.
const StrictAnswersSchema = PrimerAnswersSchema.strict();
const WrappedSchema = z.strictObject({
  experience: TechnicalExperienceSchema.optional(),
  tier: ProjectTierSchema.optional(),
  answers: StrictAnswersSchema,
});
const FlatSchema = StrictAnswersSchema.extend({
  experience: TechnicalExperienceSchema.optional(),
  tier: ProjectTierSchema.optional(),
});

function toUsageError(file: string, issue: z.core.$ZodIssue | undefined): UsageError {
  const where = issue?.path.length ? `"${issue.path.join('.')}"` : 'the file';
  if (issue?.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key}"`).join(', ');
    return new UsageError(
      `${file}: unknown key ${keys}${issue.path.length ? ` in ${where}` : ''}.`,
      `primer keys are ${PRIMER_KEYS.join(', ')}; "experience" and "tier" may sit beside them.`,
    );
  }
  return new UsageError(
    `${file}: ${where}: ${(issue?.message ?? 'invalid').replace(/\.$/, '')}.`,
    `every answer is a string; the file looks like ${ANSWERS_FILE_EXAMPLE}`,
  );
}

/**
 * Parses an answers file's text: `{ experience?, tier?, answers: { <primer-key>: "…" } }` or a flat object
 * of primer keys (with `experience` and `tier` allowed beside them). Missing keys become blank answers.
 * Throws UsageError naming the file and the key at fault.
 */
export function parseAnswersFile(text: string, file: string): PrimerInput {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      `${file} is not valid JSON: ${(error as Error).message}`,
      `the file looks like ${ANSWERS_FILE_EXAMPLE}`,
    );
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new UsageError(`${file} must hold a JSON object.`, `the file looks like ${ANSWERS_FILE_EXAMPLE}`);
  }
  const wrapped = 'answers' in json;
  const parsed = (wrapped ? WrappedSchema : FlatSchema).safeParse(json);
  if (!parsed.success) throw toUsageError(file, parsed.error.issues[0]);
  const { experience, tier, ...rest } = parsed.data as z.infer<typeof FlatSchema> & { answers?: unknown };
  const answers = wrapped ? (parsed.data as z.infer<typeof WrappedSchema>).answers : rest;
  return {
    ...(experience ? { experience } : {}),
    ...(tier ? { tier } : {}),
    answers: PrimerAnswersSchema.parse(answers),
  };
}
