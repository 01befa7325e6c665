import type { RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { decisionsQueryOptions } from '../../../lib/queries/decisions';
import { projectsQueryOptions } from '../../../lib/queries/projects';
import { rebellionsQueryOptions } from '../../../lib/queries/rebellions';
import { routeQueryOptions } from '../../../lib/queries/route-query';

/** Read again on each visit: agents add decisions and rebellions from outside the console, and an audit must be current. */
const onEachVisit = { refetchOnMount: 'always' } as const;

/** The user's decision ledger, newest first. */
export const useDecisions = () => useQuery({ ...decisionsQueryOptions(), ...onEachVisit });

/** Every rebellion of the user, pending and decided, newest first. */
export const useRebellions = () => useQuery({ ...rebellionsQueryOptions('all'), ...onEachVisit });

/** The user's projects, most recently updated first. */
export const useProjects = () => useQuery({ ...projectsQueryOptions(), ...onEachVisit });

const toConstitution = (data: RouteResponse<RouteOf<typeof api.governance.constitution>>) =>
  data.constitution;

/** The user's constitution: the default rules and those generated from best practices. */
export const useConstitution = () =>
  useQuery({ ...routeQueryOptions(api.governance.constitution), select: toConstitution, ...onEachVisit });
