import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/query-state';
import { UngatedLayout } from './gates/ungated-layout';
import { type GateHandle, UserGate } from './gates/user-gate';
import { NotFoundRoute } from './not-found-route';
import { type AppRoute, ROUTE_TABLE } from './route-table';

/**
 * Shown while the first screen's module loads on a fresh page (react-router's initial "hydration"): inside
 * the gate's shell when there is one, so a status line, not a page of its own.
 */
function HydrateFallback() {
  return <LoadingState label="Loading..." />;
}

/**
 * Turns the route table into react-router objects: one layout route per gate, not-found for the rest
 * (inside the ungated frame, so a signed-in user keeps the sidebar and a visitor gets sign-in).
 */
export function toRouteObjects(table: readonly AppRoute[] = ROUTE_TABLE): RouteObject[] {
  const built = table.filter((route): route is AppRoute & { Screen: NonNullable<AppRoute['Screen']> } =>
    Boolean(route.Screen),
  );
  const toObject = ({ path, Screen, SignedOut }: (typeof built)[number]): RouteObject => ({
    path,
    // Code splitting per screen: the route's module loads on the first visit, before the route renders.
    lazy: async () => ({ Component: await Screen() }),
    HydrateFallback,
    handle: { SignedOut } satisfies GateHandle,
  });
  return [
    ...built.filter((r) => r.gate === 'public').map(toObject),
    {
      Component: UngatedLayout,
      children: [
        ...built.filter((r) => r.gate === 'ungated').map(toObject),
        { path: '*', Component: NotFoundRoute },
      ],
    },
    { Component: UserGate, children: built.filter((r) => r.gate === 'user').map(toObject) },
    {
      // The admin area (gate, sign-in, shell) is its own chunk: no user's first screen loads it.
      lazy: async () => ({ Component: (await import('./gates/admin-gate')).AdminGate }),
      HydrateFallback,
      children: built.filter((r) => r.gate === 'admin').map(toObject),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(toRouteObjects());
}
