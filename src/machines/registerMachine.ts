import { msg } from '@lingui/core/macro';
import { LIMITS } from '@/domain/constants';
import type { RegisterForm } from '@/domain/contract/auth';
import { safeRedirect } from '@/domain/redirect';
import { type SignUpEvent, createSignUpMachine } from '@/machines/signUpMachine';

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

export type RegisterEvent = SignUpEvent<RegisterDraft>;

export const registerMachine = createSignUpMachine({
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
  successMessage: msg`User created successfully! Redirecting to login ...`,
});
