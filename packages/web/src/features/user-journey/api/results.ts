import type { JourneyResultPayload, RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import type { UserAction } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export const submitResult = async (payload: JourneyResultPayload, action?: UserAction) =>
  (await apiClient(api.userJourney.submitResult, { body: payload, idempotencyKey: action?.idempotencyKey }))
    .resultId;

const toResults = (data: RouteResponse<RouteOf<typeof api.userJourney.listResults>>) => data.results;
const toAdminResults = (data: RouteResponse<RouteOf<typeof api.userJourney.adminResults>>) => data.results;

export const useJourneyAnalytics = () => useQuery(routeQueryOptions(api.userJourney.analytics));

export const useJourneyResults = () =>
  useQuery({ ...routeQueryOptions(api.userJourney.listResults), select: toResults });

export const useAdminJourneyAnalytics = () => useQuery(routeQueryOptions(api.userJourney.adminAnalytics));

export const useAdminJourneyResults = () =>
  useQuery({ ...routeQueryOptions(api.userJourney.adminResults), select: toAdminResults });
