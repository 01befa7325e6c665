import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { downloadTextFile } from '../../../lib/download';
import { invalidateRoutes } from '../../../lib/queries/keys';

export const exportUserContext = (userId: string) =>
  apiClient(api.adminContext.exportUser, { params: { userId } });

/** Downloads one user's context as `charter-context-<email>.json`; the export is audit-logged. */
export function useExportUserContext() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: async ({ userId }: { userId: string; email: string }) => exportUserContext(userId),
    onSuccess: (data, { email }) => {
      const safe = email.replace(/[^\w.@-]+/g, '_');
      downloadTextFile(JSON.stringify(data, null, 2), `charter-context-${safe}.json`, 'application/json');
    },
    onSettled: () => invalidateRoutes(queryClient, api.adminOperations.audit),
  });
}
