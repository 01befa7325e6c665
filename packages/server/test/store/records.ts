import { makeProject as makeApiProject } from '@charter/core/testing';
import type { AdminRecord, KeyRecord, ProjectRecord, SessionRecord, UserRecord } from '../../src/store/port';

/** Record factories for store tests: valid defaults, overridable per test. */
let sequence = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(sequence++).toString(36)}`;
const at = (ms: number) => new Date(ms).toISOString();
const T0 = Date.parse('2026-01-01T00:00:00.000Z');

export function makeUser(overrides: Partial<UserRecord> = {}): UserRecord {
  const id = overrides.id ?? nextId('usr');
  return {
    id,
    name: 'Ada Lovelace',
    email: `${id}@example.com`,
    technicalExperience: 'beginner',
    onboardingCompleted: false,
    passwordHash: 'scrypt$hash',
    createdAt: at(T0),
    updatedAt: at(T0),
    ...overrides,
  };
}

export function makeAdmin(overrides: Partial<AdminRecord> = {}): AdminRecord {
  return {
    id: nextId('adm'),
    email: 'admin@example.com',
    role: 'admin',
    passwordHash: 'scrypt$admin-1',
    createdAt: at(T0),
    updatedAt: at(T0),
    ...overrides,
  };
}

export function makeSession(overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    id: nextId('ses'),
    kind: 'user',
    subjectId: 'usr_1',
    createdAt: at(T0),
    expiresAt: at(T0 + 60_000),
    ...overrides,
  };
}

export function makeProject(overrides: Partial<ProjectRecord> = {}): ProjectRecord {
  return {
    ...makeApiProject({
      id: nextId('prj'),
      name: 'Rescue mission',
      description: '',
      createdAt: at(T0),
      updatedAt: at(T0),
    }),
    ownerId: 'usr_1',
    ...overrides,
  };
}

export function makeKey(overrides: Partial<KeyRecord> = {}): KeyRecord {
  const keyId = overrides.keyId ?? nextId('key');
  return {
    id: keyId,
    keyId,
    ownerId: 'usr_1',
    name: 'CI key',
    description: '',
    kind: 'api',
    isActive: true,
    createdAt: at(T0),
    lastUsedAt: null,
    usageCount: 0,
    deactivatedAt: null,
    secretHash: `hash-of-${keyId}`,
    ...overrides,
  };
}

export { at, T0 };
