import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setSignedInUser } from '../../../lib/auth';
import { isUnauthenticated } from '../../../lib/errors';

/**
 * A 401 here means this very session was revoked (from another device, or by a password change there):
 * the user is signed out, so the gate shows the sign-in screen instead of a screen that cannot work.
 */
export function useSignedOutGuard(): (error: unknown) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isUnauthenticated(error)) setSignedInUser(queryClient, null);
    },
    [queryClient],
  );
}
