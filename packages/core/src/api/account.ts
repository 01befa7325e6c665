import { z } from 'zod';
import { AuthResponseSchema, NewPasswordSchema, PasswordSchema, TechnicalExperienceSchema } from './auth';
import { IdParamSchema, requiredText, TimestampSchema } from './common';
import { defineRoute } from './contract';

/**
 * The signed-in user's own account (the console's Settings screen): profile, password and sessions.
 * Every route acts on the session's user only; a session id of someone else answers 404 like an unknown one.
 */

/** The same name and experience rules as registration. Email is the account's identity and stays fixed. */
export const UpdateProfileInput = z.object({
  name: requiredText('Name', 100),
  technicalExperience: TechnicalExperienceSchema,
});
export type UpdateProfileInput = z.input<typeof UpdateProfileInput>;

export const CONFIRM_PASSWORD_MISMATCH = 'The new password and its confirmation do not match.';

/**
 * The new password follows registration's rules; the confirmation is checked here too, so the console and
 * any other client get the same sentence.
 * @example ChangePasswordInput.parse({ currentPassword: 'old pass', newPassword: 'new pass', confirmPassword: 'new pass' })
 */
export const ChangePasswordInput = z
  .object({
    currentPassword: PasswordSchema,
    newPassword: NewPasswordSchema,
    confirmPassword: z
      .string({ error: 'Confirm the new password.' })
      .min(1, { error: 'Confirm the new password.' }),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    error: CONFIRM_PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

export const ChangePasswordResponseSchema = z.object({
  success: z.literal(true),
  /** How many other sessions were signed out; the session that changed the password stays. */
  revokedSessions: z.number().int().nonnegative(),
});

/**
 * A session as its owner sees it. `id` is a public id derived on the server from the stored record: it names
 * the session for revocation and can never be turned back into the cookie or the stored digest.
 */
export const AccountSessionSchema = z.object({
  id: z.string(),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
  /** The session this request came with ("This device"). */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionListSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export const AccountSessionParams = IdParamSchema('sessionId');

export const RevokeSessionsResponseSchema = z.object({
  success: z.literal(true),
  revokedSessions: z.number().int().nonnegative(),
});

export const accountApi = {
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/account/profile',
    summary: "Change the signed-in user's name and technical experience",
    auth: 'user',
    body: UpdateProfileInput,
    response: AuthResponseSchema,
    tags: ['account'],
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/account/password',
    summary:
      'Change the password (the current one is required, and throttled like sign-in); every other session is signed out',
    auth: 'user',
    errors: [503],
    body: ChangePasswordInput,
    response: ChangePasswordResponseSchema,
    tags: ['account'],
  }),
  listSessions: defineRoute({
    method: 'GET',
    path: '/api/account/sessions',
    summary: "The signed-in user's live sessions, newest first, the current one marked",
    auth: 'user',
    response: AccountSessionListSchema,
    tags: ['account'],
  }),
  revokeSession: defineRoute({
    method: 'DELETE',
    path: '/api/account/sessions/:sessionId',
    summary: 'Sign out one other session of the signed-in user at once (404 for an unknown or foreign id)',
    auth: 'user',
    params: AccountSessionParams,
    response: RevokeSessionsResponseSchema,
    tags: ['account'],
  }),
  revokeOtherSessions: defineRoute({
    method: 'POST',
    path: '/api/account/sessions/revoke-others',
    summary: 'Sign out every session of the signed-in user except this one',
    auth: 'user',
    response: RevokeSessionsResponseSchema,
    tags: ['account'],
  }),
} as const;
