import { z } from 'zod';
import { ERROR_CODES } from '../errors';

export { toFieldIssues } from '../errors';

/** The JSON body of every non-OK answer. */
export const ErrorBodySchema = z.object({
  error: z.string().describe('A sentence a person can act on.'),
  code: z.enum(ERROR_CODES),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** One problem with one field of a request, as listed in `details.issues` of a VALIDATION_FAILED answer. */
export const FieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssueSchema>;
