import { z } from 'zod';

export { TimestampSchema } from '../timestamp';

/** `{ success: true }` — the answer of calls that only acknowledge. */
export const SuccessSchema = z.object({ success: z.literal(true) });

/** A required text field: trimmed, not blank, bounded. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

/** An optional text field: trimmed, bounded, absent or blank both stored as ''. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .optional()
    .default('');
}

export const IdParamSchema = (name: string) =>
  z.object({ [name]: z.string().min(1).max(200) }) as z.ZodObject<Record<string, z.ZodString>>;
