import type { RegisterInput } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { setSignedInUser } from '../../../lib/auth';

export const register = (body: RegisterInput) => apiClient(api.auth.register, { body });

export function useRegister() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: register,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
