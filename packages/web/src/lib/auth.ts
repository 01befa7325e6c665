import type { RouteOf, RouteResponse, User } from '@charter/core';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from './api-client';
import { api } from './api-routes';
import { isUnauthenticated } from './errors';
import { queryKey } from './queries/keys';

/**
 * The signed-in user, shared by the gates, the shell and the screens that greet the user. The server
 * answers `user: null` for a signed-out visitor (a 200, so a first visit logs no failed request); a 401
 * from an older server means the same. Any other failure stays an error so the gate can offer a retry
 * instead of pretending the user signed out.
 */
export const userQueryKey = queryKey(api.auth.me);

type Me = RouteResponse<RouteOf<typeof api.auth.me>>;

async function getMe(): Promise<Me> {
  try {
    return await apiClient(api.auth.me);
  } catch (error) {
    if (isUnauthenticated(error)) return { success: true, user: null };
    throw error;
  }
}

const toUser = (me: Me): User | null => me.user;

export const userQueryOptions = () =>
  queryOptions({ queryKey: userQueryKey, queryFn: getMe, select: toUser });

export function useUser() {
  return useQuery(userQueryOptions());
}

/**
 * A new session (sign-in, registration, sign-out) makes every cached answer belong to someone else:
 * drop them all, then record who is signed in now.
 */
export function setSignedInUser(queryClient: QueryClient, user: User | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
  setCurrentUser(queryClient, user);
}

/** The signed-in user changed (a profile saved): every screen reading the user updates at once. */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<Me>(userQueryKey, { success: true, user });
}

/**
 * For a mutation's `onError`: a 401 means this session ended meanwhile (revoked from another device, or by
 * a password change there), so the user is signed out and the gate or page shows its sign-in state instead
 * of a screen that can no longer work.
 */
export function useSignedOutGuard(): (error: unknown) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isUnauthenticated(error)) setSignedInUser(queryClient, null);
    },
    [queryClient],
  );
}
