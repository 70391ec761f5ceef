import { msg } from '@lingui/core/macro';
import { LIMITS, REDIRECT_DELAY_MS } from '@/domain/constants';
import type { AppUserForm } from '@/domain/contract/auth';
import { type AccountFormEvent, createAccountFormMachine, signUpError } from '@/machines/accountFormMachine';

/**
 * /appuserregister/{username}?claim={secret}: gives an account made in the mobile app an email and
 * password; the link's one-time claim proves the account is the visitor's.
 */
export interface AppUserDraft {
  email: string;
  password: string;
}

export interface AppUserRegisterInput {
  username: string;
  claimToken: string;
}

export type AppUserRegisterEvent = AccountFormEvent<AppUserDraft>;

export const appUserRegisterMachine = createAccountFormMachine({
  id: 'appUserRegister',
  actor: 'registerAppUser',
  draft: { email: '', password: '' } satisfies AppUserDraft,
  fixed: (input: AppUserRegisterInput) => input,
  isComplete: (draft) => draft.email.trim() !== '' && draft.password.length >= LIMITS.passwordMin,
  body: ({ fixed, draft }): AppUserForm => ({
    username: fixed.username,
    email: draft.email.trim(),
    password: draft.password,
    claimToken: fixed.claimToken,
  }),
  failed: signUpError,
  successMessage: msg`Web account connected! Redirecting to login ...`,
  redirectDelay: REDIRECT_DELAY_MS,
});
