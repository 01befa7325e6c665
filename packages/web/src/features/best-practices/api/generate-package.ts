import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const generatePackage = (action?: UserAction) =>
  apiClient(api.bestPractices.generatePackage, { idempotencyKey: action?.idempotencyKey });

/** Reads the user's rules into a standalone module; it changes nothing stored. */
export function useGeneratePackage() {
  return useActionMutation({ mutationFn: (_input: undefined, action) => generatePackage(action) });
}
