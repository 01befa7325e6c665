import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { useSignedOutGuard } from '../../../lib/auth';

export const journalEntriesQueryKey = ['journal', 'entries'] as const;

export const getJournalEntries = () => apiClient(api.journal.listEntries);

export type JournalEntries = Awaited<ReturnType<typeof getJournalEntries>>;
export type JournalEntryView = JournalEntries['entries'][number];

export const journalEntriesQueryOptions = () =>
  queryOptions({ queryKey: journalEntriesQueryKey, queryFn: getJournalEntries });

/** Only for a signed-in user: the page has no gate, and a visitor is invited to sign in instead. */
export function useJournalEntries(enabled: boolean) {
  return useQuery({ ...journalEntriesQueryOptions(), enabled });
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalEntriesQueryKey }),
  });
}

/** Writing an entry is a creating action: once per submit, with its own Idempotency-Key. */
export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  const onSignedOut = useSignedOutGuard();
  return useActionMutation({
    mutationFn: createJournalEntry,
    onError: onSignedOut,
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalEntriesQueryKey }),
  });
}
export const useUpdateJournalEntry = () => useJournalMutation(updateJournalEntry);
export const useDeleteJournalEntry = () => useJournalMutation(deleteJournalEntry);
