import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** The server answers the primer as a Markdown file; the client names it (`toPrimerFileName`). */
export const downloadPrimer = async (primer: string): Promise<Blob> => {
  // A route without a JSON response (`response: null`) answers the body as a Blob.
  const file = await apiClient(api.primers.download, { body: { primer } });
  if (!(file instanceof Blob)) throw new Error('The download did not answer a file.');
  return file;
};

export function useDownloadPrimer() {
  return useActionMutation({ mutationFn: downloadPrimer });
}
