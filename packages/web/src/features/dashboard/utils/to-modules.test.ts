import { describe, expect, it } from 'vitest';
import { makeProject } from '../../../testing/factories';
import { summarizeProjects } from './summarize-projects';
import { toModules, toNextStep } from './to-modules';

const none = { usedKeys: 0, activeKeys: 0, decisions: 0, pendingRebellions: 0 };

describe('toModules', () => {
  it('starts a new user at zero everywhere but the review, and sends them to the generator', () => {
    const modules = toModules({ summary: summarizeProjects([]), ...none });
    expect(modules.map((m) => [m.key, m.progress])).toEqual([
      ['primer', 0],
      ['agents', 0],
      ['governance', 0],
      ['rebellions', 100],
    ]);
    expect(toNextStep(modules)?.to).toBe('/primer-generator');
  });

  it('measures primers as a share and keys as none / created / used', () => {
    const summary = summarizeProjects([
      makeProject({ id: 'a', completionStatus: true }),
      makeProject({ id: 'b', completionStatus: true }),
      makeProject({ id: 'c', completionStatus: false, name: 'Shop' }),
    ]);
    const created = toModules({ summary, ...none, activeKeys: 1 });
    expect(created.find((m) => m.key === 'primer')).toMatchObject({
      progress: 67,
      detail: '2 primers generated for 3 projects.',
      next: { to: '/project/c', action: 'Continue Shop' },
    });
    expect(created.find((m) => m.key === 'agents')?.progress).toBe(50);
    const used = toModules({ summary, ...none, activeKeys: 2, usedKeys: 1 });
    expect(used.find((m) => m.key === 'agents')).toMatchObject({
      progress: 100,
      detail: '1 key used by an agent.',
    });
  });

  it('puts waiting rebellions first, then the first module not done, and nothing when all are done', () => {
    const summary = summarizeProjects([makeProject({ completionStatus: true })]);
    const blocked = toModules({ summary, usedKeys: 1, activeKeys: 1, decisions: 0, pendingRebellions: 2 });
    expect(toNextStep(blocked)?.to).toBe('/my-projects?tab=rebellions');
    const governance = toModules({ summary, usedKeys: 1, activeKeys: 1, decisions: 0, pendingRebellions: 0 });
    expect(toNextStep(governance)?.to).toBe('/governance-demo');
    const done = toModules({ summary, usedKeys: 1, activeKeys: 1, decisions: 4, pendingRebellions: 0 });
    expect(toNextStep(done)).toBeNull();
  });
});
