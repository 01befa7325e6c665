import { z } from 'zod';
import { MAX_ANSWER_LENGTH, PRIMER_KEYS } from '../primer/answers';
import { requiredText, SuccessSchema, TimestampSchema } from './common';
import { defineRoute } from './contract';

/** Some or all of the 16 answers (`primer/answers.ts`), each at most 5000 characters: drafts are saved half-way. */
export const PartialPrimerAnswersSchema = z.partialRecord(
  z.enum(PRIMER_KEYS, { error: 'Unknown primer answer key.' }),
  z.string().max(MAX_ANSWER_LENGTH, { error: `Keep each answer under ${MAX_ANSWER_LENGTH} characters.` }),
  { error: 'answers must be an object of primer answers, e.g. { "core-problem": "…" }.' },
);
export type PartialPrimerAnswers = z.infer<typeof PartialPrimerAnswersSchema>;

/** The project's name as typed in the generator's first step (kept with the draft so a reload keeps it). */
const DraftProjectNameSchema = z
  .string()
  .trim()
  .max(200, { error: 'Keep the project name under 200 characters.' });

export const PrimerDraftSchema = z.object({
  id: z.string(),
  answers: PartialPrimerAnswersSchema,
  projectName: DraftProjectNameSchema.optional(),
  updatedAt: TimestampSchema,
});
export type PrimerDraft = z.infer<typeof PrimerDraftSchema>;

export const SavePrimerDraftInput = z.object({
  answers: PartialPrimerAnswersSchema,
  projectName: DraftProjectNameSchema.optional(),
});

/** A named set of answers the user can load back into the form (Save Test Case / load). */
export const TestCaseSchema = z.object({
  name: z.string(),
  answers: PartialPrimerAnswersSchema,
  updatedAt: TimestampSchema,
});
export type TestCase = z.infer<typeof TestCaseSchema>;

export const MAX_TEST_CASES = 50;

/**
 * `merge` (the default) adds the sent cases and replaces those of the same name (trimmed, case-insensitive),
 * keeping the others; `replace` makes the sent list the whole set, which is how a case is deleted.
 */
export const SaveTestCasesInput = z.object({
  testCases: z
    .array(z.object({ name: requiredText('Test case name', 100), answers: PartialPrimerAnswersSchema }), {
      error: 'testCases must be a list of { name, answers }.',
    })
    .max(MAX_TEST_CASES, { error: `Save at most ${MAX_TEST_CASES} test cases.` }),
  mode: z.enum(['merge', 'replace']).default('merge'),
});
export type SaveTestCasesInput = z.input<typeof SaveTestCasesInput>;

export const TestCaseListSchema = z.object({ success: z.literal(true), testCases: z.array(TestCaseSchema) });

export const primerDraftsApi = {
  getDraft: defineRoute({
    method: 'GET',
    path: '/api/user/primer-drafts',
    summary: "The signed-in user's auto-saved primer draft (none or one)",
    auth: 'user',
    response: z.object({ success: z.literal(true), drafts: z.array(PrimerDraftSchema) }),
    tags: ['primer'],
  }),
  saveDraft: defineRoute({
    method: 'POST',
    path: '/api/user/primer-drafts',
    summary: 'Save (replace) the primer draft',
    auth: 'user',
    body: SavePrimerDraftInput,
    response: z.object({ success: z.literal(true), draft: PrimerDraftSchema }),
    tags: ['primer'],
  }),
  deleteDraft: defineRoute({
    method: 'DELETE',
    path: '/api/user/primer-drafts',
    summary: 'Clear the primer draft',
    auth: 'user',
    response: SuccessSchema,
    tags: ['primer'],
  }),
  saveTestCases: defineRoute({
    method: 'POST',
    path: '/api/user/test-cases',
    summary: 'Save test cases: merged by name, or replacing the whole set (at most 50)',
    auth: 'user',
    body: SaveTestCasesInput,
    response: TestCaseListSchema,
    tags: ['primer'],
  }),
  listTestCases: defineRoute({
    method: 'GET',
    path: '/api/user/test-cases',
    summary: "The signed-in user's test cases, most recently saved first",
    auth: 'user',
    response: TestCaseListSchema,
    tags: ['primer'],
  }),
} as const;
