import { api } from '@charter/core/api';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface ContentSamplingRequest {
  content: string;
  maxTokens: number;
}

export const sampleContent = (body: ContentSamplingRequest) =>
  apiClient(api.optimization.contentSampling, { body });

export function useSampleContent() {
  return useMutation({ mutationFn: sampleContent });
}
