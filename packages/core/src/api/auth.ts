import { z } from 'zod';
import { requiredText, SuccessSchema, TimestampSchema } from './common';
import { defineRoute } from './contract';

export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it cannot be used to burn CPU. */
export const MAX_PASSWORD_LENGTH = 1024;

export const TECHNICAL_EXPERIENCE = ['beginner', 'intermediate', 'advanced'] as const;
export const TechnicalExperienceSchema = z.enum(TECHNICAL_EXPERIENCE);
export type TechnicalExperience = z.infer<typeof TechnicalExperienceSchema>;

/** A user as every client sees it: never a password hash. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  technicalExperience: TechnicalExperienceSchema,
  onboardingCompleted: z.boolean(),
  createdAt: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;

export const EmailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, { error: 'Email is required.' })
  .max(254, { error: 'Email must be at most 254 characters.' })
  .pipe(z.email({ error: 'Enter a valid email address.' }))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, { error: 'Password is required.' })
  .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.` });

export const NewPasswordSchema = PasswordSchema.refine((p) => p.length >= MIN_PASSWORD_LENGTH, {
  error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
});

export const RegisterInput = z.object({
  name: requiredText('Name', 100),
  email: EmailSchema,
  password: NewPasswordSchema,
  technicalExperience: TechnicalExperienceSchema.default('beginner'),
});
export type RegisterInput = z.input<typeof RegisterInput>;

export const LoginInput = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginInput = z.input<typeof LoginInput>;

export const AuthResponseSchema = z.object({ success: z.literal(true), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** Who is signed in: `user: null` for a signed-out visitor, an ordinary answer rather than a 401. */
export const MeResponseSchema = z.object({ success: z.literal(true), user: UserSchema.nullable() });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const authApi = {
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account and sign in',
    auth: 'public',
    errors: [503],
    status: 201,
    body: RegisterInput,
    response: AuthResponseSchema,
    tags: ['auth'],
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with email and password (a new session each time)',
    auth: 'public',
    errors: [401, 503],
    body: LoginInput,
    response: AuthResponseSchema,
    tags: ['auth'],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: the session is revoked on the server',
    auth: 'public',
    response: SuccessSchema,
    tags: ['auth'],
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/auth/me',
    // Signed out is an answer, not an error: a visitor's first page load logs no failed request.
    summary: 'The signed-in user, or `user: null` when nobody is signed in (or the session ended)',
    auth: 'public',
    response: MeResponseSchema,
    tags: ['auth'],
  }),
  completeOnboarding: defineRoute({
    method: 'POST',
    path: '/api/auth/complete-onboarding',
    summary: "Mark the signed-in user's onboarding as completed",
    auth: 'user',
    response: AuthResponseSchema,
    tags: ['auth'],
  }),
} as const;
