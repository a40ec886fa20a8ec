import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { tokenStorage } from '../lib/storage';

/** Spec: logout clears the token, goes to /auth/login, then clears the auth state. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    tokenStorage.clear();
    await navigate({ to: '/auth/login' });
    queryClient.clear();
  }, [navigate, queryClient]);
}
