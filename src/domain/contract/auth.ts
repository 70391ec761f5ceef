import { z } from 'zod';
import {
  AVATAR_NAMES, LIMITS, PRICING_PLANS, SIGNUP_ORIGINS, USER_RIGHTS,
} from '@/domain/constants';
import { hexColor, instant, isoDate, name, uuid } from '@/domain/contract/common';
import { HOUR_CYCLES, LOCALES } from '@/domain/locales';
import { ISSUE_TEXTS } from '@/domain/contract/issueTexts';

/** The canonical spelling of an IANA zone name ('europe/berlin' → 'Europe/Berlin'), or null for no zone. */
function canonicalZone(value: string): string | null {
  // An offset ('+01:00', which newer runtimes accept) is no place: its clocks never change for DST.
  if (!/^[A-Za-z]/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const timeZone = z.string().max(64)
  .refine((value) => canonicalZone(value) !== null, ISSUE_TEXTS.timeZone.id)
  .overwrite((value) => canonicalZone(value) ?? value);
export const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const password = z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax);
export const username = z.string().trim().min(1).max(LIMITS.name).regex(/^[A-Za-z0-9._@+-]+$/, ISSUE_TEXTS.username.id);

export const geoInfo = z.object({
  country: z.string(),
  city: z.string(),
  lat: z.number(),
  long: z.number(),
});
export type GeoInfo = z.infer<typeof geoInfo>;

export const user = z.object({
  userId: uuid,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  birthDate: isoDate.nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  timeZone: z.string(),
  /** The chosen language; null follows the browser. */
  locale: z.enum(LOCALES).nullable(),
  /** The chosen clock; null is the language's usual one. */
  hourCycle: z.enum(HOUR_CYCLES).nullable(),
  userAvatar: z.enum(AVATAR_NAMES),
  userColor: z.string(),
  rights: z.enum(USER_RIGHTS),
  pricingPlan: z.enum(PRICING_PLANS),
  trialExpirationDate: isoDate.nullable(),
  userInviteCode: z.string(),
  signupOrigin: z.enum(SIGNUP_ORIGINS),
  created_at: instant,
  geo: geoInfo.nullable(),
});
export type User = z.infer<typeof user>;

export const registerBody = z.object({
  inviteCode: z.string().max(100),
  firstName: name,
  lastName: name,
  email,
  username: username.optional(),
  password,
  timeZone: timeZone.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const registerAppUserBody = z.object({
  username,
  inviteCode: z.string().max(100),
  email,
  password,
  /** The one-time secret of the account's web-login link (`?claim=`, made by `npm run create-app-user`). */
  claimToken: z.string().min(1).max(100),
});
export type RegisterAppUserBody = z.infer<typeof registerAppUserBody>;

export const registered = z.object({ userId: uuid, message: z.string() });

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(LIMITS.passwordMax),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loggedIn = z.object({ token: z.string(), expiresAt: instant });
export type LoggedIn = z.infer<typeof loggedIn>;

export const profileBody = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  email: email.optional(),
  userAvatar: z.enum(AVATAR_NAMES).optional(),
  userColor: hexColor.optional(),
  country: z.string().trim().max(LIMITS.name).nullable().optional(),
  city: z.string().trim().max(LIMITS.name).nullable().optional(),
  birthDate: isoDate.nullable().optional(),
  timeZone: timeZone.optional(),
  locale: z.enum(LOCALES).nullable().optional(),
  hourCycle: z.enum(HOUR_CYCLES).nullable().optional(),
  /** Needed, and checked, only when `email` changes. */
  currentPassword: z.string().min(1).max(LIMITS.passwordMax).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const profileUpdated = z.object({ userId: uuid, message: z.string() });
export const userDeleted = z.object({ userId: uuid });

/** What the registration forms collect; the service adds the rest. */
export type RegisterForm = Omit<RegisterBody, 'username' | 'timeZone'>;
export type AppUserForm = Omit<RegisterAppUserBody, 'inviteCode'>;
