import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { queryKey } from '../../../lib/queries/keys';

export const adminLogout = () => apiClient(api.admin.logout);

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSuccess: () => queryClient.setQueryData(queryKey(api.admin.me), { authenticated: false, admin: null }),
  });
}
