import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../api/http';
import type { ApiRequestBody, ApiResponse } from '../api/types';
import { useAuth } from './useAuth';

export type TokenResponse = ApiResponse<'/api/auth/login', 'post'>;
type Credentials = ApiRequestBody<'/api/auth/login', 'post'>;

/** Signs in; the answer starts the session and is the signed-in user. */
export function useLogin() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: async (credentials: Credentials) => signIn(await apiFetch<TokenResponse>('/auth/login', { method: 'POST', body: credentials })),
  });
}

/** Creates an account and signs it in. No role is sent: the server decides (the first account becomes the admin). */
export function useRegister() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: async (credentials: Credentials) =>
      signIn(await apiFetch<ApiResponse<'/api/auth/register', 'post', 201>>('/auth/register', { method: 'POST', body: credentials })),
  });
}
