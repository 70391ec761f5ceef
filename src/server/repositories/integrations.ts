import type { I18n } from '@lingui/core';
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { CreateIgnoreRuleBody, IgnoreRule, Integration, UpdateIntegrationBody } from '@/domain/contract/integrations';
import type { Db } from '@/server/db/client';
import { events, icalFeeds, ignoreRules, integrations, people, recurringEvents } from '@/server/db/schema';
import { eventTitle } from '@/domain/eventTitle';
import { toDate } from '@/server/clock';
import type { QueryValue } from '@/server/db/prepared';

export type IntegrationRow = typeof integrations.$inferSelect;

export const toIntegration = (row: IntegrationRow): Integration => ({
  integrationId: row.id,
  integrationType: row.integrationType as Integration['integrationType'],
  integrationStatus: row.integrationStatus,
  activeCalendarId: row.activeCalendarId,
  activeCalendarName: row.activeCalendarName,
  activeCalendarColor: row.activeCalendarColor,
  feedUrl: row.feedUrl,
  created_at: row.createdAt.toISOString(),
});

const owned = (userId: string, integrationId: string) => and(eq(integrations.id, integrationId), eq(integrations.userId, userId));

export async function listIntegrations(db: Db, userId: string): Promise<IntegrationRow[]> {
  return db.select().from(integrations).where(eq(integrations.userId, userId)).orderBy(desc(integrations.createdAt), desc(integrations.id));
}

export async function countIntegrations(db: Db, userId: string, integrationType: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(integrations)
    .where(and(eq(integrations.userId, userId), eq(integrations.integrationType, integrationType)));
  return row?.count ?? 0;
}

export async function findIntegration(db: Db, userId: string, integrationId: string): Promise<IntegrationRow | undefined> {
  const [row] = await db.select().from(integrations).where(owned(userId, integrationId)).limit(1);
  return row;
}

/**
 * The id of the integration the calendar window reads, or null: a scalar subquery. README: the most
 * recently created verified integration with an active calendar is the one merged in. Its status and
 * `limit 1` are written in the text, not parameters, so that PostgreSQL keeps one plan for the
 * statement it is in (as `notCanceled` in events.ts).
 */
export const activeIntegrationId = (userId: QueryValue<string>) => sql<string | null>`(
  select ${integrations.id} from ${integrations}
  where ${integrations.userId} = ${userId} and ${integrations.integrationStatus} = 'VERIFIED' and ${integrations.activeCalendarId} is not null
  order by ${integrations.createdAt} desc, ${integrations.id} desc limit 1
)`;

export type NewIntegration = Pick<typeof integrations.$inferInsert, 'integrationType' | 'integrationStatus' | 'feedUrl' | 'activeCalendarId' | 'activeCalendarName' | 'activeCalendarColor'>;

export async function insertIntegration(db: Db, userId: string, values: NewIntegration): Promise<string> {
  const [row] = await db.insert(integrations).values({ ...values, userId }).returning({ id: integrations.id });
  return row!.id;
}

export async function chooseCalendar(db: Db, userId: string, integrationId: string, body: UpdateIntegrationBody): Promise<void> {
  await db.update(integrations).set({
    activeCalendarId: body.activeCalendarId, activeCalendarName: body.activeCalendarName, activeCalendarColor: body.activeCalendarColor ?? null,
  }).where(owned(userId, integrationId));
}

export async function deleteIntegration(db: Db, userId: string, integrationId: string): Promise<void> {
  await db.delete(integrations).where(owned(userId, integrationId));
}

/** A consent under way: its one-time state and sealed PKCE verifier replace any earlier one. */
export async function startConsent(db: Db, userId: string, integrationId: string, state: string, sealedVerifier: string, expiresAt: Temporal.Instant) {
  await db.update(integrations).set({ oauthState: state, oauthCodeVerifier: sealedVerifier, oauthStateExpiresAt: toDate(expiresAt) })
    .where(owned(userId, integrationId));
}

/**
 * Takes the pending consent with this state off the user's integration, so a state works once:
 * the row as it was, or undefined when no integration of this user waits for this state.
 */
export async function takeConsent(db: Db, userId: string, state: string): Promise<IntegrationRow | undefined> {
  const [before] = await db.select().from(integrations)
    .where(and(eq(integrations.oauthState, state), eq(integrations.userId, userId))).limit(1);
  if (!before) return undefined;
  const taken = await db.update(integrations).set({ oauthState: null, oauthCodeVerifier: null, oauthStateExpiresAt: null })
    .where(and(eq(integrations.id, before.id), eq(integrations.oauthState, state))).returning({ id: integrations.id });
  return taken.length > 0 ? before : undefined;
}

export interface SealedTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Temporal.Instant | undefined;
}

/** Stores sealed tokens and marks the integration verified. */
export async function storeTokens(db: Db, integrationId: string, tokens: SealedTokens) {
  await db.update(integrations).set({
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessTokenExpiresAt: tokens.expiresAt ? toDate(tokens.expiresAt) : null,
    integrationStatus: 'VERIFIED',
  }).where(eq(integrations.id, integrationId));
}

/** The grant is gone: the tokens go and the integration waits for a new consent. */
export async function forgetGrant(db: Db, integrationId: string) {
  await db.update(integrations).set({ accessToken: null, refreshToken: null, accessTokenExpiresAt: null, integrationStatus: 'NOT_VERIFIED' })
    .where(eq(integrations.id, integrationId));
}

type RuleRow = typeof ignoreRules.$inferSelect;

const toIgnoreRule = (row: RuleRow): IgnoreRule => ({
  ruleId: row.id,
  matchPattern: row.matchPattern,
  whichEventsToIgnore: row.whichEventsToIgnore,
  createdFromExternalEventId: row.createdFromExternalEventId,
  createdFromExternalIntegrationId: row.createdFromExternalIntegrationId,
  created_at: row.createdAt.toISOString(),
});

export async function listIgnoreRules(db: Db, userId: string): Promise<IgnoreRule[]> {
  const rows = await db.select().from(ignoreRules).where(eq(ignoreRules.userId, userId)).orderBy(desc(ignoreRules.createdAt), desc(ignoreRules.id));
  return rows.map(toIgnoreRule);
}

/** The integration (when named) must be the user's: checked by the caller. */
export async function insertIgnoreRule(db: Db, userId: string, body: CreateIgnoreRuleBody): Promise<string> {
  const [row] = await db.insert(ignoreRules).values({
    userId,
    matchPattern: body.matchPattern,
    whichEventsToIgnore: body.whichEventsToIgnore ?? 'all_matching',
    createdFromExternalEventId: body.createdFromExternalEventId ?? null,
    createdFromExternalIntegrationId: body.createdFromExternalIntegrationId ?? null,
  }).returning({ id: ignoreRules.id });
  return row!.id;
}

export async function deleteIgnoreRule(db: Db, userId: string, ruleId: string): Promise<boolean> {
  const rows = await db.delete(ignoreRules).where(and(eq(ignoreRules.id, ruleId), eq(ignoreRules.userId, userId))).returning({ id: ignoreRules.id });
  return rows.length > 0;
}

/** External event id → the fun plan (not canceled) made from it, for these ids of one integration. */
export async function convertedEvents(db: Db, userId: string, integrationId: string, externalIds: string[]): Promise<Map<string, string>> {
  if (externalIds.length === 0) return new Map();
  const rows = await db.select({ id: events.id, externalId: events.createdFromExternalEventId }).from(events).where(and(
    eq(events.userId, userId),
    eq(events.externalCalendarEventIntegrationId, integrationId),
    inArray(events.createdFromExternalEventId, externalIds),
    ne(events.status, 'canceled'),
  ));
  return new Map(rows.map((row) => [row.externalId!, row.id]));
}

export async function feedSecretOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ sealed: icalFeeds.secretEncrypted }).from(icalFeeds).where(eq(icalFeeds.userId, userId)).limit(1);
  return row?.sealed;
}

/** Sets the user's feed secret, replacing (and so retiring) the one before. */
export async function setFeedSecret(db: Db, userId: string, secretHash: string, sealedSecret: string) {
  await db.insert(icalFeeds).values({ userId, secretHash, secretEncrypted: sealedSecret })
    .onConflictDoUpdate({ target: icalFeeds.userId, set: { secretHash, secretEncrypted: sealedSecret } });
}

export async function feedOwner(db: Db, secretHash: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: icalFeeds.userId }).from(icalFeeds).where(eq(icalFeeds.secretHash, secretHash)).limit(1);
  return row?.userId;
}

/** What the user's own feed serves: confirmed fun plans from `since` on (an untitled one named by `translator`, in its language), and birthdays. */
export async function ownFeedContent(db: Db, userId: string, since: Temporal.PlainDate, translator: I18n) {
  const [plans, birthdays] = await Promise.all([
    db.select({ event: events, personName: people.personName }).from(events).leftJoin(people, eq(people.id, events.personId))
      .where(and(eq(events.userId, userId), eq(events.status, 'confirmed'), eq(events.eventType, 'FUNPLANS_EVENT'), gte(events.eventDate, since.toString())))
      .orderBy(asc(events.eventDate)),
    db.select().from(recurringEvents)
      .where(and(eq(recurringEvents.userId, userId), eq(recurringEvents.recurringEventType, 'birthday'))),
  ]);
  return {
    plans: plans.map(({ event, personName }) => ({
      eventId: event.id, date: event.eventDate, timeSlot: event.eventTimeSlot, title: eventTitle({ ...event, personName }, translator),
    })),
    birthdays: birthdays.map((row) => ({
      recurringEventId: row.id, title: row.recurringEventName, month: row.recurringEventMonth, day: row.recurringEventDay,
    })),
  };
}
