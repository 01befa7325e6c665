// Does validating a request body with the contract's zod schema cost much next to parsing its JSON?
// Baseline: JSON.parse of the same body. Read the ratio vitest prints, not the absolute times.
import { CreateProjectInput, RegisterInput } from '@charter/core';
import { bench, describe } from 'vitest';

const registerBody = JSON.stringify({
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  password: 'correct horse battery staple',
  technicalExperience: 'advanced',
});
const projectBody = JSON.stringify({
  name: 'Ledger',
  description: 'A decision ledger for agents',
  projectVision: 'x'.repeat(1500),
  primerContent: 'y'.repeat(20_000),
  completionStatus: true,
});

describe('register body', () => {
  bench('baseline: JSON.parse', () => {
    JSON.parse(registerBody);
  });
  bench('JSON.parse + RegisterInput.parse', () => {
    RegisterInput.parse(JSON.parse(registerBody));
  });
});

describe('project body (22 KB)', () => {
  bench('baseline: JSON.parse', () => {
    JSON.parse(projectBody);
  });
  bench('JSON.parse + CreateProjectInput.parse', () => {
    CreateProjectInput.parse(JSON.parse(projectBody));
  });
});
