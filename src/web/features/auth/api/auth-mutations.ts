import { useMutation } from '@tanstack/react-query';
import type { ConfirmResetBody, ResetPasswordBody, SignInBody } from '../../../../shared/api/auth.ts';
import { apiFetch } from '../../../api/client.ts';

type TokenResponse = { token: string };
type MessageResponse = { message: string };

/** What a form sends; the captcha's solution travels in the wire's `reCaptcha` field (spec). */
type Credentials = { email: string; password: string; captcha: string };

const signIn = ({ captcha, ...rest }: Credentials) => {
  const body: SignInBody = { ...rest, reCaptcha: captcha };
  return apiFetch<TokenResponse>('/api/auth/sign-in', { method: 'POST', body });
};
const signUp = ({ captcha, ...rest }: Credentials) => {
  const body: SignInBody = { ...rest, reCaptcha: captcha };
  return apiFetch<TokenResponse>('/api/auth/sign-up', { method: 'POST', body });
};
const requestPasswordReset = ({ email, captcha }: { email: string; captcha: string }) => {
  const body: ResetPasswordBody = { email, reCaptcha: captcha };
  return apiFetch<MessageResponse>('/api/auth/reset-password', { method: 'POST', body });
};
const confirmPasswordReset = (body: ConfirmResetBody) =>
  apiFetch<MessageResponse>('/api/auth/reset-password/confirm', { method: 'POST', body });

export const useSignIn = () => useMutation({ mutationFn: signIn });
export const useSignUp = () => useMutation({ mutationFn: signUp });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
