import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export interface ContentSamplingRequest {
  content: string;
  maxTokens: number;
}

export const sampleContent = (body: ContentSamplingRequest) =>
  apiClient(api.optimization.contentSampling, { body });

export function useSampleContent() {
  return useActionMutation({ mutationFn: sampleContent });
}
