import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './auth';
import { SuccessSchema } from './common';
import { defineRoute } from './contract';

export const AdminSchema = z.object({ email: z.string(), role: z.literal('admin') });
export type Admin = z.infer<typeof AdminSchema>;

export const AdminLoginInput = z.object({ email: EmailSchema, password: PasswordSchema });

export const AdminMeResponseSchema = z.object({ authenticated: z.boolean(), admin: AdminSchema.nullable() });
export type AdminMeResponse = z.infer<typeof AdminMeResponseSchema>;

export const adminApi = {
  login: defineRoute({
    method: 'POST',
    path: '/api/admin/login',
    summary: 'Admin sign-in (a separate session and cookie from users)',
    auth: 'public',
    errors: [401, 503],
    body: AdminLoginInput,
    response: z.object({ success: z.literal(true), admin: AdminSchema }),
    tags: ['admin'],
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/admin/me',
    summary: 'Whether an admin is signed in, and who',
    auth: 'public',
    response: AdminMeResponseSchema,
    tags: ['admin'],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/admin/logout',
    summary: 'Admin sign-out: the admin session is revoked',
    auth: 'public',
    response: SuccessSchema,
    tags: ['admin'],
  }),
} as const;
