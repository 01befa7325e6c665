import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { userQueryKey } from '../../../lib/auth';

export const completeOnboarding = () => apiClient(api.auth.completeOnboarding);

/** Completes onboarding, then re-fetches the user before the caller navigates on. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => queryClient.refetchQueries({ queryKey: userQueryKey }),
  });
}
