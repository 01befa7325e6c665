import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { adminSessionQueryKey } from './get-admin-session';

export const adminLogout = () => apiClient(api.admin.logout);

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSuccess: () => queryClient.setQueryData(adminSessionQueryKey, { authenticated: false, admin: null }),
  });
}
