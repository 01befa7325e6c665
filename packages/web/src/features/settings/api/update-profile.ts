import type { UpdateProfileInput } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { setCurrentUser, useSignedOutGuard } from '../../../lib/auth';

export const updateProfile = async (body: UpdateProfileInput) =>
  (await apiClient(api.account.updateProfile, { body })).user;

/** The answer is the updated user: the shell's greeting and every screen reading it update at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const onSignedOut = useSignedOutGuard();
  return useActionMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => setCurrentUser(queryClient, user),
    onError: onSignedOut,
  });
}
