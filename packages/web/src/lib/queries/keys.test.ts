// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { api } from '../api-routes';
import { invalidateRoutes, queryKey } from './keys';

const stateOf = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('queryKey', () => {
  it('gives the same key for the same route and input, built separately', () => {
    const a = queryKey(api.rebellions.list, { query: { status: 'pending' } });
    const b = queryKey(api.rebellions.list, { query: { status: 'pending' } });
    expect(a).toEqual(b);
    const client = new QueryClient();
    client.setQueryData(a, { rebellions: [] });
    expect(client.getQueryData(b)).toEqual({ rebellions: [] });
  });

  it('tells routes and inputs apart', () => {
    const pending = queryKey(api.rebellions.list, { query: { status: 'pending' } });
    expect(queryKey(api.rebellions.list, { query: { status: 'all' } })).not.toEqual(pending);
    expect(queryKey(api.projects.list)).not.toEqual(queryKey(api.connectedProjects.list));
    expect(queryKey(api.projects.get, { params: { projectId: 'a' } })).not.toEqual(
      queryKey(api.projects.get, { params: { projectId: 'b' } }),
    );
  });

  it('names an input-less read by its route alone, whatever empty input is passed', () => {
    expect(queryKey(api.projects.list)).toEqual([api.projects.list.path]);
    expect(queryKey(api.projects.list, {})).toEqual(queryKey(api.projects.list));
  });
});

describe('invalidateRoutes', () => {
  it("invalidates every key of a route (the route's key is the prefix of each) and nothing else", async () => {
    const client = new QueryClient();
    const pending = queryKey(api.rebellions.list, { query: { status: 'pending' } });
    const all = queryKey(api.rebellions.list, { query: { status: 'all' } });
    const projects = queryKey(api.projects.list);
    for (const key of [pending, all, projects]) client.setQueryData(key, {});

    await invalidateRoutes(client, api.rebellions.list);

    expect(stateOf(client, pending)).toBe(true);
    expect(stateOf(client, all)).toBe(true);
    expect(stateOf(client, projects)).toBe(false);
  });

  it('invalidates each GET of a contract group', async () => {
    const client = new QueryClient();
    const keys = queryKey(api.keys.list);
    const charter = queryKey(api.keys.listCharterKeys);
    const semi = queryKey(api.semi.listKeys);
    for (const key of [keys, charter, semi]) client.setQueryData(key, {});

    await invalidateRoutes(client, api.keys);

    expect(stateOf(client, keys)).toBe(true);
    expect(stateOf(client, charter)).toBe(true);
    expect(stateOf(client, semi)).toBe(false);
  });
});
