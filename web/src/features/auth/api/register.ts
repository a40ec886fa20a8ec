import { useMutation } from '@tanstack/react-query';
import { api, type AnswerOf, type BodyOf } from '../../../lib/api-client';

export type RegisterRequest = BodyOf<'POST', '/auth/register'>;
export type RegisterAnswer = AnswerOf<'POST', '/auth/register'>;

/** The answer's token only opens the verification screens; it is not a session and is not stored. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => api.post('/auth/register', body),
  });
}
