import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotificationKind } from '@/domain/constants';
import { errorBody, idParams } from '@/domain/contract/common';
import {
  type Notification, delivery, notification, notificationPreferences, notificationPreferencesBody, notificationRead,
  notificationsAllRead, notificationsPage, notificationsQuery, unreadNotifications, unsubscribeParams, unsubscribeState,
} from '@/domain/contract/notifications';
import { notFound } from '@/server/errors';
import { toDate } from '@/server/clock';
import { requireUser, userOf, type UserRow } from '@/server/auth/requestUser';
import { type Payloads, renderMessage } from '@/server/notifications/messages';
import { kindChannelsOf, withChoices } from '@/server/notifications/preferences';
import { nextDailyAt } from '@/server/notifications/schedule';
import { openUnsubscribeToken, unsubscribe, unsubscribeStateOf } from '@/server/notifications/unsubscribe';
import { type SettingsRow, changeSettings, settingsOf } from '@/server/repositories/notificationSettings';
import {
  type NotificationRow, deliveriesOf, markAllRead, markRead, notificationsPageOf, unreadCountOf,
} from '@/server/repositories/notifications';
import { SIGNED_IN } from '@/server/apiSecurity';
import { atPaths } from '@/server/legacyPaths';
import { requestLocale, textsIn } from '@/server/i18n';
import { EMAIL_FAILURES_LIMIT } from '@/server/notifications/deliver';
import { emailOffText } from '@/server/notifications/deliveryFailures';
import type { Locale } from '@/domain/locales';
import { ERROR_TEXTS } from '@/server/errorTexts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const UNSUBSCRIBE_LINK_NOT_FOUND = /*i18n*/ { id: 'unsubscribe.notFound', message: 'Unsubscribe link not found' };
const tags = ['notifications'];
/** The server's words in the language the app asks in. */
const textsOf = (request: FastifyRequest) => textsIn(requestLocale(request.headers['accept-language']));
const security = SIGNED_IN;

/** An in-app notification in words, rendered when it is read, in the language the app asks in. */
function toNotification(row: NotificationRow, locale: Locale): Notification {
  const words = renderMessage(row.kind, row.payload as Payloads[NotificationKind], locale);
  return {
    notificationId: row.id, kind: row.kind, title: words.title, body: words.body, link: words.link,
    read: row.readAt !== null, created_at: row.createdAt.toISOString(),
  };
}

/** The in-app list, the user's preferences and what was sent to them; then the links in emails, which need no login. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signedInRoutes);
  await app.register(unsubscribeRoutes);
};

const signedInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  app.addHook('onRequest', requireUser);

  app.get('/notifications', {
    schema: { tags, security, querystring: notificationsQuery, response: { 200: notificationsPage, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    const [page, unreadCount] = await Promise.all([notificationsPageOf(db, me.id, request.query), unreadCountOf(db, me.id)]);
    const locale = requestLocale(request.headers['accept-language']);
    return { notifications: page.rows.map((row) => toNotification(row, locale)), nextBefore: page.nextBefore, unreadCount };
  });

  app.get('/notifications/unread', {
    schema: { tags, security, response: { 200: unreadNotifications, ...errors } },
  }, async (request) => ({ unreadCount: await unreadCountOf(db, userOf(request).id) }));

  app.put('/notifications/:id/read', {
    schema: { tags, security, params: idParams, response: { 200: notificationRead, ...errors } },
  }, async (request) => {
    if (!(await markRead(db, userOf(request).id, request.params.id, toDate(clock())))) throw notFound(ERROR_TEXTS.notificationNotFound);
    return { notificationId: request.params.id };
  });

  app.post('/notifications/read-all', {
    schema: { tags, security, response: { 200: notificationsAllRead, ...errors } },
  }, async (request) => ({ markedRead: await markAllRead(db, userOf(request).id, toDate(clock())) }));

  const preferencesOf = (request: FastifyRequest, me: UserRow, settings: SettingsRow) => ({
    localHour: settings.localHour,
    digestWeekday: settings.digestWeekday,
    channels: kindChannelsOf(settings.channelsOff),
    email: {
      configured: app.notificationChannels.email.configured,
      address: me.email,
      disabledReason: emailOffText(EMAIL_FAILURES_LIMIT, settings.emailDisabledCode, settings.emailDisabledReason, textsOf(request)),
    },
  });

  app.get('/notifications/preferences', {
    schema: { tags, security, response: { 200: notificationPreferences, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    return preferencesOf(request, me, await settingsOf(db, me.id, toDate(clock())));
  });

  app.put('/notifications/preferences', {
    schema: { tags, security, body: notificationPreferencesBody, response: { 200: notificationPreferences, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    const { localHour, digestWeekday, channels, resumeEmail } = request.body;
    const now = clock();
    const settings = await changeSettings(db, me.id, toDate(now), (current) => ({
      ...(localHour === undefined ? {} : { localHour, nextDailyAt: nextDailyAt(me.timeZone, localHour, current.lastDailyDate, now) }),
      ...(digestWeekday === undefined ? {} : { digestWeekday }),
      ...(channels === undefined ? {} : { channelsOff: withChoices(current.channelsOff, channels) }),
      ...(resumeEmail ? { emailFailuresInRow: 0, emailDisabledReason: null, emailDisabledCode: null } : {}),
    }));
    return preferencesOf(request, me, settings);
  });

  app.get('/notifications/deliveries', {
    schema: { tags, security, response: { 200: z.array(delivery), ...errors } },
  }, async (request) => deliveriesOf(db, userOf(request).id, textsOf(request)));
};

/**
 * RFC 8058's one-click body, `List-Unsubscribe=One-Click`, as a mail client POSTs it; no body, or a
 * JSON one, does as well (the app's own page).
 */
const oneClickBody = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }).nullish();

/**
 * A link in an email: no login and no cookie read, the sealed token is the authority. The POST takes
 * the form body of a mail client's one-click unsubscribe from any site (the app's cross-site guard lets
 * exactly this route through); the GET tells the app's page what the link stops.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, secrets } = app;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const grantOf = (token: string) => {
    const grant = openUnsubscribeToken(secrets, token);
    if (!grant) throw notFound(UNSUBSCRIBE_LINK_NOT_FOUND);
    return grant;
  };
  const schema = { tags, security: [], params: unsubscribeParams, response: { 200: unsubscribeState, 400: errorBody, 404: errorBody } };
  const paths = atPaths('/unsubscribe/:token', '/notifications/unsubscribe/:token');

  for (const { url, hide } of paths) app.get(url, { schema: { ...schema, hide } }, async (request) => {
    const state = await unsubscribeStateOf(db, grantOf(request.params.token), toDate(clock()));
    if (!state) throw notFound(UNSUBSCRIBE_LINK_NOT_FOUND);
    return state;
  });

  for (const { url, hide } of paths) app.post(url, {
    schema: { ...schema, hide, body: oneClickBody, consumes: ['application/x-www-form-urlencoded', 'application/json'] },
    config: { crossSiteWrite: true },
  }, async (request) => {
    const state = await unsubscribe(db, grantOf(request.params.token), toDate(clock()));
    if (!state) throw notFound(UNSUBSCRIBE_LINK_NOT_FOUND);
    return state;
  });
};
