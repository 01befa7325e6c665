import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { toRouteObjects } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** Renders the real route table at `url`, with a fresh query client, as the browser would. */
export function renderApp(url: string) {
  const router = createMemoryRouter(toRouteObjects(), { initialEntries: [url] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, queryClient, user };
}
