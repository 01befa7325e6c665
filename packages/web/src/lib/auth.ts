import { api, type User } from '@charter/core/api';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { isUnauthenticated } from './errors';

/**
 * The signed-in user, shared by the gates, the shell and the screens that greet the user. A 401 is the
 * normal "signed out" answer and becomes `null`; any other failure stays an error so the gate can offer
 * a retry instead of pretending the user signed out.
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
