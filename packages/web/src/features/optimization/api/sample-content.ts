import type { RouteBody, RouteOf } from '@charter/core';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export type ContentSamplingRequest = RouteBody<RouteOf<typeof api.optimization.contentSampling>>;

export const sampleContent = (body: ContentSamplingRequest) =>
  apiClient(api.optimization.contentSampling, { body });

export function useSampleContent() {
  return useActionMutation({ mutationFn: sampleContent });
}
