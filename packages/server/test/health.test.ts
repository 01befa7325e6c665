import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allRoutes } from '@charter/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, json } from './helpers';

describe('health and OpenAPI', () => {
  it('GET /api/health answers 200 {"ok":true}', async () => {
    const t = createTestApp();
    const response = await t.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"ok":true}');
  });

  it('GET /api/openapi.json lists every route of the contract with its method', async () => {
    const t = createTestApp();
    const doc = await json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      await t.request('GET', '/api/openapi.json'),
    );
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const route of allRoutes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(doc.paths[path], route.path).toBeDefined();
      expect(doc.paths[path]![route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('every contract route is registered (none answers the generic 404)', async () => {
    const t = createTestApp();
    for (const route of allRoutes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, 'x');
      const response = await t.request(route.method, path, {
        headers: { 'content-type': 'application/json' },
      });
      const text = await response.text();
      expect(text, `${route.method} ${route.path}`).not.toMatch(/No API route matches/);
    }
  });
});

describe('web console', () => {
  const dir = mkdtempSync(join(tmpdir(), 'charter-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Charter</title>');
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log("charter")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(tmpdir(), 'charter-outside.txt'), 'outside');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const t = createTestApp({ env: { CHARTER_WEB_DIST: dir } });

  it('serves files with their type, hashed assets cached for good', async () => {
    const asset = await t.request('GET', '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect(await asset.text()).toBe('console.log("charter")');
    const icon = await t.request('GET', '/favicon.svg');
    expect(icon.headers.get('content-type')).toMatch(/svg/);
  });

  it('answers index.html for console routes', async () => {
    for (const path of ['/', '/dashboard', '/projects/123/settings']) {
      const response = await t.request('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<title>Charter</title>');
    }
  });

  it('never serves files outside the dist folder', async () => {
    for (const path of [
      '/../charter-outside.txt',
      '/%2e%2e/charter-outside.txt',
      '/assets/..%2f..%2fcharter-outside.txt',
    ]) {
      const response = await t.request('GET', path);
      expect(await response.text(), path).not.toBe('outside');
    }
  });

  it('does not fall back for /api paths', async () => {
    const response = await t.request('GET', '/api/unknown/thing');
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('says to run pnpm build when the console is not built', async () => {
    const missing = createTestApp({ env: { CHARTER_WEB_DIST: join(dir, 'nope') } });
    const response = await missing.request('GET', '/dashboard');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await response.text()).toMatch(/pnpm build/);
    expect((await missing.request('GET', '/api/health')).status).toBe(200);
  });
});
