import { api, ProjectSchema } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createTestApp, json, readAnswer } from './helpers';

type Project = ReturnType<typeof ProjectSchema.parse>;

describe('projects', () => {
  it('saves a primer-generator project and answers it per the contract', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const response = await t.request('POST', '/api/projects', {
      cookie,
      body: {
        name: '  Rescue  ',
        description: 'Saves things',
        targetMarket: 'Teams',
        primerContent: '# Primer',
        completionStatus: true,
      },
    });
    expect(response.status).toBe(201);
    const raw = await json(response);
    expect(raw).not.toHaveProperty('ownerId');
    const project = ProjectSchema.parse(raw);
    expect(project).toMatchObject({
      name: 'Rescue',
      description: 'Saves things',
      targetMarket: 'Teams',
      primerContent: '# Primer',
      completionStatus: true,
      conversationDepth: null,
      source: 'primer-generator',
      businessGoals: '',
    });
    expect(project.updatedAt).toBe(project.createdAt);
  });

  it('maps the conversation payload onto the stored fields', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const response = await t.request('POST', '/api/user/projects', {
      cookie,
      body: {
        name: 'Chatty',
        finalPrimer: '# From the conversation',
        businessGoals: 'Grow',
        technicalRequirements: 'Fast',
        completionStatus: { primerGenerated: true, conversationDepth: 7 },
      },
    });
    expect(response.status).toBe(201);
    const project = await json<Project>(response);
    expect(project).toMatchObject({
      name: 'Chatty',
      primerContent: '# From the conversation',
      completionStatus: true,
      conversationDepth: 7,
      businessGoals: 'Grow',
      technicalRequirements: 'Fast',
      source: 'conversation',
    });
    expect(project).not.toHaveProperty('finalPrimer');
  });

  it('stores the primer under the name the project is saved with (renamed from the generated title)', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const primer = (title: string) =>
      `# Project Primer: ${title}\n\n## Project overview\n\n- **Project:** ${title}\n- **Project type:** Mobile app\n`;
    const generated = primer('People forget to water their houseplants and lose');
    for (const [path, body] of [
      ['/api/projects', { name: 'PlantPal', primerContent: generated, completionStatus: true }],
      [
        '/api/user/projects',
        {
          name: 'PlantPal',
          finalPrimer: generated,
          completionStatus: { primerGenerated: true, conversationDepth: 8 },
        },
      ],
    ] as const) {
      const project = await json<Project>(await t.request('POST', path, { cookie, body }));
      expect(project.primerContent.trimEnd()).toBe(primer('PlantPal').trimEnd());
    }
  });

  it('lists only the signed-in user’s projects, newest first, and gets one by id', async () => {
    const t = createTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    const first = await json<Project>(
      await t.request('POST', '/api/projects', { cookie: alice, body: { name: 'One' } }),
    );
    await new Promise((r) => setTimeout(r, 5));
    await t.request('POST', '/api/user/projects', { cookie: alice, body: { name: 'Two' } });
    await t.request('POST', '/api/projects', { cookie: bob, body: { name: 'Bob’s' } });

    const list = await readAnswer(
      api.projects.list,
      await t.request('GET', '/api/user/projects', { cookie: alice }),
    );
    expect(list.projects.map((p) => p.name)).toEqual(['Two', 'One']);

    const one = await t.request('GET', `/api/projects/${first.id}`, { cookie: alice });
    expect(one.status).toBe(200);
    expect((await json<Project>(one)).name).toBe('One');
  });

  it('answers 404 for another user’s project and for unknown ids', async () => {
    const t = createTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    const project = await json<Project>(
      await t.request('POST', '/api/projects', { cookie: alice, body: { name: 'Mine' } }),
    );
    const stolen = await t.request('GET', `/api/projects/${project.id}`, { cookie: bob });
    expect(stolen.status).toBe(404);
    expect(await json(stolen)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.request('GET', '/api/projects/does-not-exist', { cookie: alice })).status).toBe(404);
  });

  it('requires a signed-in user on every project route', async () => {
    const t = createTestApp();
    expect((await t.request('GET', '/api/user/projects')).status).toBe(401);
    expect((await t.request('GET', '/api/projects/x')).status).toBe(401);
    expect((await t.request('POST', '/api/projects', { body: { name: 'x' } })).status).toBe(401);
    expect((await t.request('POST', '/api/user/projects', { body: { name: 'x' } })).status).toBe(401);
  });

  it('refuses a blank name with the contract’s message', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const response = await t.request('POST', '/api/projects', { cookie, body: { name: '   ' } });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe('Project name is required.');
  });
});
