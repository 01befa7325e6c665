import { randomUUID } from 'node:crypto';
import type { User } from '@charter/core';
import { CharterError } from '@charter/core';
import type { AppContext } from '../context';
import type { UserRecord } from '../store/port';

/** The client's view of a user: an explicit pick, so a new server-side field never leaks by default. */
export function toUser(record: UserRecord): User {
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    technicalExperience: record.technicalExperience,
    onboardingCompleted: record.onboardingCompleted,
    createdAt: record.createdAt,
  };
}

export async function registerUser(
  ctx: AppContext,
  input: { name: string; email: string; password: string; technicalExperience: User['technicalExperience'] },
): Promise<UserRecord> {
  const existing = await ctx.store.users.findByEmail(input.email);
  if (existing) {
    throw new CharterError('EMAIL_TAKEN', 'An account with this email already exists. Sign in instead.');
  }
  const now = ctx.now().toISOString();
  // The store re-checks the email atomically, so two racing registrations still give one 409.
  return ctx.store.users.create({
    id: randomUUID(),
    name: input.name,
    email: input.email,
    technicalExperience: input.technicalExperience,
    onboardingCompleted: false,
    passwordHash: await ctx.passwords.hash(input.password),
    createdAt: now,
    updatedAt: now,
  });
}

export async function completeOnboarding(ctx: AppContext, user: UserRecord): Promise<UserRecord> {
  const updated = await ctx.store.users.update(user.id, {
    onboardingCompleted: true,
    updatedAt: ctx.now().toISOString(),
  });
  if (!updated) throw new CharterError('UNAUTHENTICATED', 'Sign in to continue.');
  return updated;
}
