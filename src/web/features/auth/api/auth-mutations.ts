import { useMutation } from '@tanstack/react-query';
import type { ConfirmResetBody, ResetPasswordBody, SignInBody } from '../../../../shared/api/auth.ts';
import { apiFetch } from '../../../api/client.ts';

type TokenResponse = { token: string };
type MessageResponse = { message: string };

export const signIn = (body: SignInBody) =>
  apiFetch<TokenResponse>('/api/auth/sign-in', { method: 'POST', body });
export const signUp = (body: SignInBody) =>
  apiFetch<TokenResponse>('/api/auth/sign-up', { method: 'POST', body });
export const requestPasswordReset = (body: ResetPasswordBody) =>
  apiFetch<MessageResponse>('/api/auth/reset-password', { method: 'POST', body });
export const confirmPasswordReset = (body: ConfirmResetBody) =>
  apiFetch<MessageResponse>('/api/auth/reset-password/confirm', { method: 'POST', body });

export const useSignIn = () => useMutation({ mutationFn: signIn });
export const useSignUp = () => useMutation({ mutationFn: signUp });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
