import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { endSession } from '../features/auth/api/logout';
import { tokenStorage } from '../lib/storage';

/**
 * Spec: logout ends the session on the server (its failure does not keep anyone signed in), clears
 * the token, goes to /auth/login, then clears the auth state.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await endSession();
    tokenStorage.clear();
    await navigate({ to: '/auth/login' });
    queryClient.clear();
  }, [navigate, queryClient]);
}
