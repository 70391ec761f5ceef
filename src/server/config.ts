import net from 'node:net';
import path from 'node:path';

/** Every setting comes from the environment; README lists them with these defaults. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Extra origins allowed to make state-changing calls besides the server's own host. */
  appOrigins: string[];
  /** Which proxies' X-Forwarded-* headers are believed: none, a number of hops, or their addresses. */
  trustProxy: TrustProxy;
  staticDir: string;
  /** Whether the first screens visitors open first come drawn by the server (src/server/serverDrawing.ts). */
  drawFirstScreens: boolean;
  rateLimits: RateLimitConfig;
  /** Anonymous answers to shared plans, counted per hour. */
  reactionLimits: ReactionLimitConfig;
  /** Open-Meteo's base URL (tests point it at a fake on loopback). */
  weatherApiUrl: string;
  /** Responses are checked against their zod contract before they go out (tests; costs time). */
  checkResponses: boolean;
  google: GoogleConfig;
  /** The address the browser reaches the app at (OAuth redirect, own feed URL); else the request's origin. */
  publicUrl: string | undefined;
  /** 32 bytes, base64 or hex, that encrypt provider tokens at rest; else a key file in the data directory. */
  secretsKey: string | undefined;
  /** Lets ICS feeds live on private and loopback addresses (tests, a home network). */
  allowPrivateFeeds: boolean;
  /** Web Push's VAPID keys and contact; without keys, src/server/notifications/vapid.ts makes them. */
  vapid: VapidConfig;
  /** Lets push endpoints be plain http and live on private and loopback addresses (tests). */
  allowPrivatePush: boolean;
  /** Lets webhooks be plain http and live on private and loopback addresses (tests, a home network). */
  allowPrivateWebhooks: boolean;
  notify: NotifyConfig;
  /** The bearer token GET /metrics wants; without it, metrics are served to loopback clients only. */
  metricsToken: string | undefined;
}

/** The keys are base64url, as web-push's `generate-vapid-keys` prints them; the subject an https: or mailto: URL. */
export interface VapidConfig {
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string | undefined;
}

/** How notifications leave the app (issue 25). */
export interface NotifyConfig {
  /** `smtp://user:pass@host:587` (or smtps://); without it nothing is emailed. */
  smtpUrl: string | undefined;
  /** The From of every email; else `FunPlans <no-reply@{PUBLIC_URL's host}>`. */
  mailFrom: string | undefined;
  /** Answers to a plan within this many seconds of each other go out as one message. */
  batchSeconds: number;
  /** How often the worker looks for due work; 0: it does not run (tests drive it by hand). */
  pollSeconds: number;
  /** How long a worker's claim on a delivery holds before another may take it (a server that died holding it). */
  leaseSeconds: number;
}

/** false: no proxy; n: the last n hops of X-Forwarded-For are our proxies; else their addresses or CIDR ranges. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: unset or `false` trusts no proxy; a number trusts that many hops (`true` reads as 1,
 * the usual single reverse proxy); anything else is a comma-separated list of proxy addresses or
 * CIDR ranges. Trusting every hop would let a client pick its own address by sending
 * `X-Forwarded-For` itself, and so dodge every per-IP limit.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text) || false;
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.find((entry) => !isAddressOrRange(entry));
  if (invalid !== undefined) {
    throw new Error(`TRUST_PROXY: "${invalid}" is not a number of hops, an IP address or a CIDR range (e.g. 1, or 10.0.0.0/8,::1)`);
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** SMTP_URL, checked at start: a typo should stop the server with a message, not fail every email later. */
export function smtpUrlFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new Error('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  return value;
}

export interface GoogleConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authUrl: string;
  tokenUrl: string;
  calendarApiUrl: string;
  revokeUrl: string;
}

export interface ReactionLimitConfig {
  perIpPerHour: number;
  perPlanPerHour: number;
}

export const defaultReactionLimits: ReactionLimitConfig = {
  perIpPerHour: 60,
  perPlanPerHour: 300,
};

export interface RateLimitConfig {
  failedLoginsPerAccountPerHour: number;
  loginsPerIpPerHour: number;
  registrationsPerIpPerHour: number;
  /** Invite-code lookups per signed-in user, so codes cannot be enumerated. */
  inviteLookupsPerUserPerHour: number;
  /** Requests with an unknown, expired or revoked bearer token (session or personal access token) per address. */
  failedBearerTokensPerIpPerHour: number;
}

export const defaultRateLimits: RateLimitConfig = {
  failedLoginsPerAccountPerHour: 100,
  loginsPerIpPerHour: 300,
  registrationsPerIpPerHour: 60,
  inviteLookupsPerUserPerHour: 30,
  failedBearerTokensPerIpPerHour: 100,
};

const intFrom = (value: string | undefined, fallback: number, min = 1) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= min ? parsed : fallback;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 8080, 0), // 0: any free port
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    appOrigins: (env.APP_ORIGIN ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    drawFirstScreens: env.DRAW_FIRST_SCREENS !== 'false',
    weatherApiUrl: env.WEATHER_API_URL || 'https://api.open-meteo.com',
    checkResponses: env.CHECK_RESPONSES === 'true',
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
      authUrl: env.GOOGLE_AUTH_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: env.GOOGLE_TOKEN_URL || 'https://oauth2.googleapis.com/token',
      calendarApiUrl: env.GOOGLE_CALENDAR_API_URL || 'https://www.googleapis.com/calendar/v3',
      revokeUrl: env.GOOGLE_REVOKE_URL || 'https://oauth2.googleapis.com/revoke',
    },
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    secretsKey: env.SECRETS_KEY || undefined,
    allowPrivateFeeds: env.ALLOW_PRIVATE_FEEDS === 'true',
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY || undefined,
      privateKey: env.VAPID_PRIVATE_KEY || undefined,
      subject: env.VAPID_SUBJECT || undefined,
    },
    allowPrivatePush: env.ALLOW_PRIVATE_PUSH === 'true',
    allowPrivateWebhooks: env.ALLOW_PRIVATE_WEBHOOKS === 'true',
    metricsToken: env.METRICS_TOKEN || undefined,
    notify: {
      smtpUrl: smtpUrlFrom(env.SMTP_URL),
      mailFrom: env.MAIL_FROM || undefined,
      batchSeconds: intFrom(env.NOTIFY_BATCH_SECONDS, 120, 0),
      pollSeconds: intFrom(env.NOTIFY_POLL_SECONDS, 5, 0),
      leaseSeconds: intFrom(env.NOTIFY_LEASE_SECONDS, 120, 10),
    },
    rateLimits: {
      failedLoginsPerAccountPerHour: intFrom(env.RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT, defaultRateLimits.failedLoginsPerAccountPerHour),
      loginsPerIpPerHour: intFrom(env.RATE_LIMIT_LOGINS_PER_IP, defaultRateLimits.loginsPerIpPerHour),
      registrationsPerIpPerHour: intFrom(env.RATE_LIMIT_REGISTRATIONS_PER_IP, defaultRateLimits.registrationsPerIpPerHour),
      inviteLookupsPerUserPerHour: intFrom(env.RATE_LIMIT_INVITE_LOOKUPS_PER_USER, defaultRateLimits.inviteLookupsPerUserPerHour),
      failedBearerTokensPerIpPerHour: intFrom(env.RATE_LIMIT_FAILED_BEARER_TOKENS_PER_IP, defaultRateLimits.failedBearerTokensPerIpPerHour),
    },
    reactionLimits: {
      perIpPerHour: intFrom(env.RATE_LIMIT_PLAN_ANSWERS_PER_IP, defaultReactionLimits.perIpPerHour),
      perPlanPerHour: intFrom(env.RATE_LIMIT_PLAN_ANSWERS_PER_PLAN, defaultReactionLimits.perPlanPerHour),
    },
  };
}
