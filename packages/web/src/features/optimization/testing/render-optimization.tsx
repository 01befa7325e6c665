import { makeUser } from '@charter/core/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { createQueryClient } from '../../../lib/query-client';
import { fakeServer, json, noUser } from '../../../testing/fake-server';
import { OptimizationRoute } from '../routes/optimization-route';

type Handler = Parameters<typeof fakeServer>[0][string];

/** A summary as the server answers it (the shape of `GET /api/optimization/patterns/summary`). */
export const SUMMARY = {
  success: true,
  hash_patterns: {
    content_sampling: {
      name: 'Content sampling',
      status: 'integrated',
      description: 'Long documents are cut.',
    },
    decision_ledger: { name: 'Decision ledger', status: 'core_architecture', description: 'Store: memory.' },
    model_enrichment: {
      name: 'Optional model enrichment',
      status: 'not_configured',
      description: 'Offline.',
    },
  },
};

/** The screen on its own route (the route table registers it at /optimization), over a fake server. */
export function renderOptimization(routes: Record<string, Handler> = {}, { signedIn = true } = {}) {
  const fetchMock = fakeServer({
    'GET /api/auth/me': () => (signedIn ? json(200, { success: true, user: makeUser() }) : noUser()),
    'GET /api/optimization/patterns/summary': () => json(200, SUMMARY),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/optimization', Component: OptimizationRoute },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: ['/optimization'] },
  );
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { fetchMock, user, router };
}

/** The JSON bodies sent to one route, in order. */
export function sentBodies(fetchMock: ReturnType<typeof fakeServer>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && init?.method === 'POST',
    )
    .map(([, init]) => JSON.parse(String(init?.body)));
}
