import type { MessageDescriptor } from '@lingui/core';
import type { PRICING_PLANS, SIGNUP_ORIGINS, USER_RIGHTS } from '@/domain/constants';

/** An account's pricing plan by name; SPEC.md writes 'TRIAL' as it is stored. */
export const PRICING_PLAN_LABELS: Record<(typeof PRICING_PLANS)[number], MessageDescriptor> = {
  TRIAL: /*i18n*/ { id: 'pricingPlan.trial', message: 'TRIAL' },
  STANDARD: /*i18n*/ { id: 'pricingPlan.standard', message: 'STANDARD' },
};

/** What an account may do, as the admin pages name it. */
export const USER_RIGHTS_LABELS: Record<(typeof USER_RIGHTS)[number], MessageDescriptor> = {
  USER: /*i18n*/ { id: 'rights.user', message: 'User' },
  ADMIN: /*i18n*/ { id: 'rights.admin', message: 'Admin' },
};

/** Where an account was made, as the admin pages name it. */
export const SIGNUP_ORIGIN_LABELS: Record<(typeof SIGNUP_ORIGINS)[number], MessageDescriptor> = {
  web: /*i18n*/ { id: 'signupOrigin.web', message: 'web' },
  app: /*i18n*/ { id: 'signupOrigin.app', message: 'mobile app' },
};
