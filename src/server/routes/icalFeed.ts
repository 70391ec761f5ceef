import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@/domain/contract/common';
import { icalFeed } from '@/domain/contract/integrations';
import { notFound } from '@/server/errors';
import { todayIn } from '@/server/clock';
import { requireUser, userOf } from '@/server/auth/requestUser';
import { ownFeedCalendar } from '@/server/planCalendar';
import { feedOwner, feedSecretOf, ownFeedContent, setFeedSecret } from '@/server/repositories/integrations';
import { findLiveUser } from '@/server/repositories/users';
import { randomSecret, sha256 } from '@/server/secrets';
import { SIGNED_IN } from '@/server/apiSecurity';
import { ERROR_TEXTS } from '@/server/errorTexts';
import { i18nFor, localeOrDefault } from '@/server/i18n';

/** Plans older than this are left out of the feed. */
const PAST_DAYS = 365;

const errors = { 401: errorBody };
const tags = ['icalfeed'];
const security = SIGNED_IN;

/** The signed-in user's own feed address (made on first ask) and its regeneration. */
export const icalFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, secrets } = app;
  app.addHook('onRequest', requireUser);
  const urlOf = (request: FastifyRequest, secret: string) => `${config.publicUrl ?? `${request.protocol}://${request.host}`}/ical/${secret}.ics`;

  async function newSecret(userId: string) {
    const secret = randomSecret();
    await setFeedSecret(db, userId, sha256(secret), secrets.seal(secret));
    return secret;
  }

  app.get('/icalfeed', { schema: { tags, security, response: { 200: icalFeed, ...errors } } }, async (request) => {
    const me = userOf(request);
    const sealed = await feedSecretOf(db, me.id);
    return { url: urlOf(request, sealed ? secrets.open(sealed) : await newSecret(me.id)) };
  });

  app.post('/icalfeed/regenerate', { schema: { tags, security, response: { 200: icalFeed, ...errors } } },
    async (request) => ({ url: urlOf(request, await newSecret(userOf(request).id)) }));
};

/** `GET /ical/{secret}.ics`: no login, the secret is the key (found by its hash). */
export const ownFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  app.get('/ical/:file', {
    schema: { tags, params: z.object({ file: z.string().max(200) }), response: { 200: z.string(), 404: errorBody } },
  }, async (request, reply) => {
    const secret = /^([\w-]{20,100})\.ics$/.exec(request.params.file)?.[1];
    const userId = secret ? await feedOwner(db, sha256(secret)) : undefined;
    const user = userId ? await findLiveUser(db, userId) : undefined;
    if (!user) throw notFound(ERROR_TEXTS.feedNotFound);
    const since = todayIn(clock, user.timeZone).subtract({ days: PAST_DAYS });
    // A calendar app fetches it without a language of its own: the owner's is the one to speak.
    const { plans, birthdays } = await ownFeedContent(db, user.id, since, i18nFor(localeOrDefault(user.locale)));
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300')
      .send(ownFeedCalendar(plans, birthdays, user.timeZone, clock()));
  });
};
