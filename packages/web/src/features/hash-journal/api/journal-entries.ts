import type { RouteOf, RouteResponse } from '@charter/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { useSignedOutGuard } from '../../../lib/auth';
import { invalidateRoutes } from '../../../lib/queries/keys';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export type JournalEntries = RouteResponse<RouteOf<typeof api.journal.listEntries>>;
export type JournalEntryView = JournalEntries['entries'][number];

/** Only for a signed-in user: the page has no gate, and a visitor is invited to sign in instead. */
export function useJournalEntries(enabled: boolean) {
  return useQuery({ ...routeQueryOptions(api.journal.listEntries), enabled });
}

export const createJournalEntry = async (text: string, action?: UserAction) =>
  (await apiClient(api.journal.createEntry, { body: { text }, idempotencyKey: action?.idempotencyKey }))
    .entry;

export const updateJournalEntry = async ({ id, text }: { id: string; text: string }) =>
  (await apiClient(api.journal.updateEntry, { params: { entryId: id }, body: { text } })).entry;

export const deleteJournalEntry = async (id: string) => {
  await apiClient(api.journal.deleteEntry, { params: { entryId: id } });
};

/** Every change reads the list again (the server derives tags and words; the list is the truth). */
function useJournalMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  const onSignedOut = useSignedOutGuard();
  return useMutation({
    mutationFn,
    onError: onSignedOut,
    onSettled: () => invalidateRoutes(queryClient, api.journal.listEntries),
  });
}

/** Writing an entry is a creating action: once per submit, with its own Idempotency-Key. */
export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  const onSignedOut = useSignedOutGuard();
  return useActionMutation({
    mutationFn: createJournalEntry,
    onError: onSignedOut,
    onSettled: () => invalidateRoutes(queryClient, api.journal.listEntries),
  });
}
export const useUpdateJournalEntry = () => useJournalMutation(updateJournalEntry);
export const useDeleteJournalEntry = () => useJournalMutation(deleteJournalEntry);
