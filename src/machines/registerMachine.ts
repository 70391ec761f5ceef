import { msg } from '@lingui/core/macro';
import { LIMITS, REDIRECT_DELAY_MS } from '@/domain/constants';
import type { RegisterForm } from '@/domain/contract/auth';
import { safeRedirect } from '@/domain/redirect';
import { type AccountFormEvent, createAccountFormMachine, signUpError } from '@/machines/accountFormMachine';

/** The /register form. The human check (7+9) travels as `inviteCode`; the server judges it. */
export interface RegisterDraft {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  humanCheck: string;
}

export interface RegisterInput {
  redirect: string | null;
}

export type RegisterEvent = AccountFormEvent<RegisterDraft>;

export const registerMachine = createAccountFormMachine({
  id: 'register',
  actor: 'register',
  draft: { firstName: '', lastName: '', email: '', password: '', humanCheck: '' } satisfies RegisterDraft,
  // Carried to /login so the user still ends up where they wanted to go.
  fixed: (input: RegisterInput) => ({ redirect: safeRedirect(input.redirect) }),
  isComplete: (draft) =>
    [draft.firstName, draft.lastName, draft.email, draft.humanCheck].every((value) => value.trim() !== '')
    && draft.password.length >= LIMITS.passwordMin,
  body: ({ draft }): RegisterForm => ({
    inviteCode: draft.humanCheck.trim(),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    password: draft.password,
  }),
  failed: signUpError,
  successMessage: msg`User created successfully! Redirecting to login ...`,
  redirectDelay: REDIRECT_DELAY_MS,
});
