import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const generatePackage = () => apiClient(api.bestPractices.generatePackage);

/** Reads the user's rules into a standalone module; it changes nothing stored. */
export function useGeneratePackage() {
  return useMutation({ mutationFn: generatePackage });
}
