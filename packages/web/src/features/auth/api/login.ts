import type { LoginInput } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { setSignedInUser } from '../../../lib/auth';

export const login = (body: LoginInput) => apiClient(api.auth.login, { body });

export function useLogin() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: login,
    onSuccess: ({ user }) => setSignedInUser(queryClient, user),
  });
}
