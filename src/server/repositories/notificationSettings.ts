import { eq } from 'drizzle-orm';
import { DEFAULT_DIGEST_WEEKDAY, DEFAULT_NOTIFY_HOUR } from '@/domain/constants';
import type { Db } from '@/server/db/client';
import { notificationSettings } from '@/server/db/schema';
import type { Temporal } from 'temporal-polyfill';
import { toDate } from '@/server/clock';
import type { ChannelsOff } from '@/server/notifications/preferences';
import { nextDailyAt } from '@/server/notifications/schedule';

export type SettingsRow = Omit<typeof notificationSettings.$inferSelect, 'channelsOff'> & { channelsOff: ChannelsOff };

/**
 * The user's notification settings. Every account gets its row with it (and the migration gave
 * the older ones theirs); an account written straight into the database (the benchmark's seed)
 * reads as the defaults until it changes something.
 */
export async function settingsOf(db: Db, userId: string, now: Date): Promise<SettingsRow> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return (row as SettingsRow | undefined) ?? {
    userId, localHour: DEFAULT_NOTIFY_HOUR, digestWeekday: DEFAULT_DIGEST_WEEKDAY, channelsOff: {}, nextDailyAt: now, lastDailyDate: null,
    emailFailuresInRow: 0, emailDisabledReason: null, emailDisabledCode: null,
  };
}

/** Changes the user's settings from what they are now, the row locked meanwhile (two changes at once both count). */
export function changeSettings(db: Db, userId: string, now: Date, change: (current: SettingsRow) => Partial<SettingsRow>) {
  return db.transaction(async (tx) => {
    await tx.insert(notificationSettings).values({ userId, nextDailyAt: now }).onConflictDoNothing();
    const [current] = await tx.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).for('update');
    const changes = change(current as SettingsRow);
    if (Object.keys(changes).length === 0) return current as SettingsRow;
    const [updated] = await tx.update(notificationSettings).set(changes).where(eq(notificationSettings.userId, userId)).returning();
    return updated as SettingsRow;
  });
}

/** The user's time zone changed: their next daily pass is at their hour in the new zone (see nextDailyAt). */
export const rescheduleDaily = (db: Db, userId: string, timeZone: string, now: Temporal.Instant) =>
  changeSettings(db, userId, toDate(now), (current) => ({ nextDailyAt: nextDailyAt(timeZone, current.localHour, current.lastDailyDate, now) }));
