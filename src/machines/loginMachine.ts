import { msg } from '@lingui/core/macro';
import type { LoginBody } from '@/domain/contract/auth';
import { LOGIN_REDIRECT_DELAY_MS } from '@/domain/constants';
import { safeRedirect } from '@/domain/redirect';
import { type AccountFormEvent, createAccountFormMachine } from '@/machines/accountFormMachine';

/**
 * The /login form: email and password required; on success the session starts at once and, after
 * the success message had a second to be read, the app opens where the visitor wanted to go.
 */
export interface LoginDraft {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface LoginInput {
  redirect: string | null;
}

export type LoginEvent = AccountFormEvent<LoginDraft>;

export const loginMachine = createAccountFormMachine({
  id: 'login',
  actor: 'logIn',
  draft: { email: '', password: '', rememberMe: false } satisfies LoginDraft,
  // A path inside the app: '/' unless a safe one was asked for.
  fixed: (input: LoginInput) => ({ redirect: safeRedirect(input.redirect) ?? '/' }),
  isComplete: (draft) => draft.email.trim() !== '' && draft.password !== '',
  body: ({ draft }): LoginBody => draft,
  failed: (message) => msg`Error trying to log in: ${message}`,
  successMessage: msg`User Logged in successfully. Redirecting to app...`,
  redirectDelay: LOGIN_REDIRECT_DELAY_MS,
});
