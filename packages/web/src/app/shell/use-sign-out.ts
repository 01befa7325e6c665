import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/toast';
import { toUserMessage } from '../../lib/errors';

/**
 * Sign-out as both shells do it: run the session's logout call, go to the public site, and say so when
 * the server could not end the session (the user must know they may still be signed in).
 */
export function useSignOut(
  logout: UseMutationResult<unknown, Error, void>,
  beforeSignOut?: () => void,
): () => void {
  const navigate = useNavigate();
  const toast = useToast();
  return () => {
    beforeSignOut?.();
    logout.mutate(undefined, {
      onSuccess: () => navigate('/'),
      onError: (error) =>
        toast({
          tone: 'error',
          title: 'Sign out failed',
          description: toUserMessage(error, 'Please try again.'),
        }),
    });
  };
}
