import { z } from 'zod';
import { ConstitutionSchema } from './schema';

/**
 * The JSON Schema of `.charter/constitution.json`, generated from the zod schema the server and the CLI
 * validate with, so an editor completes and checks the file exactly as Charter will read it. Input shape:
 * fields with defaults are optional, and `$schema` (the file's pointer to this schema) is allowed.
 */
export function toConstitutionJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(ConstitutionSchema.extend({ $schema: z.string().optional() }), {
    io: 'input',
    target: 'draft-2020-12',
  }) as Record<string, unknown>;
  return {
    ...schema,
    title: 'Charter constitution',
    description: 'Rules with stable ids that Charter enforces.',
  };
}
