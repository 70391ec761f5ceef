import { AUTH_COOKIE_NAME, PRODUCT_NAME } from '@/domain/constants';
import type { Config } from '@/server/config';

/** What each tag of the API document groups. */
const TAGS: Record<string, string> = {
  health: 'Whether the server answers.',
  auth: 'Accounts, logging in and out, the profile.',
  people: 'The people of the network.',
  'recurring events': 'Birthdays and other yearly events.',
  events: 'Fun plans with people.',
  home: 'Home\'s answer in one call.',
  'proposed plans': 'Plans offered to someone with a link, and their answers.',
  admin: 'The admin area (admins only; tokens need the admin scope).',
  connections: 'Links between users.',
  feedback: 'Feedback to the team.',
  geo: 'Countries and cities the weather knows.',
  weather: 'Forecasts.',
  holidays: 'Public holidays and anniversaries.',
  reports: 'Who the user met, by month.',
  integrations: 'Linked calendars and ignore rules.',
  icalfeed: 'The user\'s own calendar feed.',
  notifications: 'Notifications, their settings and the devices that get them.',
  tokens: 'Personal access tokens for scripts (a session only).',
};

/**
 * The API document's top (OpenAPI 3.1): the routes add their operations. `servers` is PUBLIC_URL's
 * when set; else the origin is unknown when the document is built, and the path alone serves.
 */
export const apiDocument = (config: Pick<Config, 'publicUrl'>) => ({
  openapi: '3.1.0',
  info: {
    title: `${PRODUCT_NAME} API`,
    version: '1',
    description: 'The API the FunPlans app uses. Scripts authenticate with a personal access token '
      + '(Settings → API tokens) as `Authorization: Bearer fp_pat_…`. Errors answer `{errorCode, errorMessage}`.',
  },
  servers: [{ url: config.publicUrl ?? '/', description: config.publicUrl ? 'This server' : 'The server this document came from' }],
  tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  components: {
    securitySchemes: {
      cookieSession: { type: 'apiKey' as const, in: 'cookie' as const, name: AUTH_COOKIE_NAME, description: 'The browser\'s session, set by `POST /auth/login` (HttpOnly).' },
      bearerSession: { type: 'http' as const, scheme: 'bearer', description: 'The `token` of `POST /auth/login` as `Authorization: Bearer …`.' },
      accessToken: {
        type: 'http' as const, scheme: 'bearer', bearerFormat: 'fp_pat_…',
        description: 'A personal access token. Reads need the `read` scope (or `write`), writes `write`, the admin area `admin`.',
      },
    },
  },
});
