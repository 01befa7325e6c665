import { describe, expect, it } from 'vitest';
import { matchPatterns, PATTERN_CATEGORIES, PATTERNS, PatternSchema } from '../../src/catalogue/index';

describe('PATTERNS', () => {
  it('holds exactly six proven patterns, one per category, each valid', () => {
    expect(PATTERNS).toHaveLength(6);
    expect(PATTERNS.map((p) => p.category).sort()).toEqual([...PATTERN_CATEGORIES].sort());
    for (const pattern of PATTERNS) {
      expect(PatternSchema.safeParse(pattern).success, pattern.id).toBe(true);
      expect(pattern.status).toBe('proven');
      for (const keyword of pattern.keywords) expect(keyword).toBe(keyword.toLowerCase());
    }
  });

  it('carries no success-rate or project-count figures', () => {
    for (const pattern of PATTERNS) {
      expect(pattern).not.toHaveProperty('successRate');
      expect(pattern).not.toHaveProperty('projectsUsed');
    }
  });
});

describe('matchPatterns', () => {
  const best = (text: string) => matchPatterns(text)[0]?.pattern.id;

  it.each([
    [
      'Users sign in with a password; keep the session in an HttpOnly cookie and log them out on request',
      'server-sessions-httponly-cookies',
    ],
    [
      'Add a repository for invoices on the Postgres connection pool and a migration for the table',
      'repository-over-connection-pool',
    ],
    [
      'Roll out with a readiness health check and graceful shutdown on SIGTERM',
      'health-checked-rolling-deploy',
    ],
    [
      'Build an accessible modal dialog component with keyboard focus handling',
      'accessible-component-primitives',
    ],
    [
      'Call the partner REST API with fetch, a timeout and a zod schema to validate the response',
      'typed-contract-validated-io',
    ],
    [
      'Cache the project list with TanStack Query and invalidate it after a mutation instead of Redux',
      'server-state-query-cache',
    ],
  ])('ranks the right pattern first for "%s"', (text, id) => {
    expect(best(text)).toBe(id);
  });

  it('respects word boundaries and sorts by score', () => {
    expect(matchPatterns('a spool of thread')).toEqual([]);
    const matches = matchPatterns('session cookie login with a database pool');
    const scores = matches.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(matches[0]?.matched).toEqual(expect.arrayContaining(['session', 'cookie', 'login']));
  });

  it('returns nothing for an unrelated text', () => {
    expect(matchPatterns('Rename the marketing banner')).toEqual([]);
  });
});
