import type { User } from '@charter/core';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from './api-client';
import { api } from './api-routes';
import { isUnauthenticated } from './errors';

/**
 * The signed-in user, shared by the gates, the shell and the screens that greet the user. The server
 * answers `user: null` for a signed-out visitor (a 200, so a first visit logs no failed request); a 401
 * from an older server means the same. Any other failure stays an error so the gate can offer a retry
 * instead of pretending the user signed out.
 */
export const userQueryKey = ['auth', 'user'] as const;

export async function getUser(): Promise<User | null> {
  try {
    const { user } = await apiClient(api.auth.me);
    return user;
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}

/**
 * A new session (sign-in, registration, sign-out) makes every cached answer belong to someone else:
 * drop them all, then record who is signed in now.
 */
export function setSignedInUser(queryClient: QueryClient, user: User | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
  queryClient.setQueryData(userQueryKey, user);
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
