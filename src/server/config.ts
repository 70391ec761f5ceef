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
  trustProxy: boolean;
  staticDir: string;
  rateLimits: RateLimitConfig;
  /** Anonymous answers to shared plans, counted per hour. */
  reactionLimits: ReactionLimitConfig;
  /** Open-Meteo's base URL (tests point it at a fake on loopback). */
  weatherApiUrl: string;
  /** Responses are checked against their zod contract before they go out (tests; costs time). */
  checkResponses: boolean;
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
}

export const defaultRateLimits: RateLimitConfig = {
  failedLoginsPerAccountPerHour: 100,
  loginsPerIpPerHour: 300,
  registrationsPerIpPerHour: 60,
  inviteLookupsPerUserPerHour: 30,
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
    trustProxy: env.TRUST_PROXY === 'true',
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    weatherApiUrl: env.WEATHER_API_URL || 'https://api.open-meteo.com',
    checkResponses: env.CHECK_RESPONSES === 'true',
    rateLimits: {
      failedLoginsPerAccountPerHour: intFrom(env.RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT, defaultRateLimits.failedLoginsPerAccountPerHour),
      loginsPerIpPerHour: intFrom(env.RATE_LIMIT_LOGINS_PER_IP, defaultRateLimits.loginsPerIpPerHour),
      registrationsPerIpPerHour: intFrom(env.RATE_LIMIT_REGISTRATIONS_PER_IP, defaultRateLimits.registrationsPerIpPerHour),
      inviteLookupsPerUserPerHour: intFrom(env.RATE_LIMIT_INVITE_LOOKUPS_PER_USER, defaultRateLimits.inviteLookupsPerUserPerHour),
    },
    reactionLimits: {
      perIpPerHour: intFrom(env.RATE_LIMIT_PLAN_ANSWERS_PER_IP, defaultReactionLimits.perIpPerHour),
      perPlanPerHour: intFrom(env.RATE_LIMIT_PLAN_ANSWERS_PER_PLAN, defaultReactionLimits.perPlanPerHour),
    },
  };
}
