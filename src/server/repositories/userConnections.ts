import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { UserConnection } from '@/domain/contract/people';
import type { UserConnectionDetail } from '@/domain/contract/userConnections';
import type { Db } from '@/server/db/client';
import { inviteLookups, people, userConnections, users } from '@/server/db/schema';
import { brokenUniqueIndex } from '@/server/db/errors';
import type { QueryValue } from '@/server/db/prepared';

/** How long looking a user up by invite code lets the caller connect with them: an hour. */
const INVITE_LOOKUP_VALID_MS = 60 * 60 * 1000;
const lookupsValidSince = (now: Date) => new Date(now.getTime() - INVITE_LOOKUP_VALID_MS);

/**
 * The user's connections seen from their side: the other user, and the viewer's own person column
 * (`personId`, null until the viewer links one). A subquery, so a listing can join it. A connection
 * with a user an admin deleted is left out: that user is gone for everyone but the admins.
 */
export function connectionsSeenBy(db: Db, userId: QueryValue<string>) {
  const isRequester = eq(userConnections.requesterUserId, userId);
  const otherUserId = sql`case when ${isRequester} then ${userConnections.targetUserId} else ${userConnections.requesterUserId} end`;
  return db
    .select({
      userConnectionId: sql<string>`${userConnections.id}`.as('user_connection_id'),
      personId: sql<string | null>`case when ${isRequester} then ${userConnections.requesterPersonId} else ${userConnections.targetPersonId} end`
        .as('viewer_person_id'),
      userId: sql<string>`${users.id}`.as('other_user_id'),
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: sql<Date>`${userConnections.createdAt}`.mapWith(userConnections.createdAt).as('connected_at'),
      userSince: sql<Date>`${users.createdAt}`.mapWith(users.createdAt).as('other_user_since'),
    })
    .from(userConnections)
    .innerJoin(users, eq(users.id, otherUserId))
    .where(and(or(isRequester, eq(userConnections.targetUserId, userId)), isNull(users.deletedAt)))
    .as('connections');
}

/** The columns of `connectionsSeenBy` that make a UserConnection, for a select. */
export const connectionColumns = (connections: ReturnType<typeof connectionsSeenBy>) => ({
  userConnectionId: connections.userConnectionId,
  personId: connections.personId,
  userId: connections.userId,
  firstName: connections.firstName,
  lastName: connections.lastName,
  createdAt: connections.createdAt,
});

export type ConnectionRow = {
  userConnectionId: string;
  personId: string | null;
  userId: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
};

export function toUserConnection(row: ConnectionRow, personName: string | null): UserConnection {
  return {
    userConnectionId: row.userConnectionId,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    connectedWithUserFirstname: row.firstName,
    personId: row.personId,
    personName,
    created_at: row.createdAt.toISOString(),
  };
}

/** The user's connections (or the one with `userConnectionId`), newest first, with the viewer's linked person. */
export async function listConnections(db: Db, userId: string, userConnectionId?: string): Promise<UserConnectionDetail[]> {
  const connections = connectionsSeenBy(db, userId);
  const rows = await db
    .select({
      connection: connectionColumns(connections),
      userSince: connections.userSince,
      personName: people.personName,
    })
    .from(connections)
    .leftJoin(people, eq(people.id, connections.personId))
    .where(userConnectionId === undefined ? undefined : eq(connections.userConnectionId, userConnectionId))
    .orderBy(sql`${connections.createdAt} desc`, connections.userConnectionId);
  return rows.map((row) => ({ ...toUserConnection(row.connection, row.personName), userSince: row.userSince.toISOString() }));
}

/**
 * Remembers that the user looked `foundUserId` up by invite code at `at` (the last look counts),
 * and forgets the user's looks that no longer allow connecting, so the table stays small.
 */
export async function recordInviteLookup(db: Db, userId: string, foundUserId: string, at: Date) {
  await db.delete(inviteLookups)
    .where(and(eq(inviteLookups.userId, userId), lt(inviteLookups.lookedUpAt, lookupsValidSince(at))));
  await db.insert(inviteLookups).values({ userId, foundUserId, lookedUpAt: at })
    .onConflictDoUpdate({ target: [inviteLookups.userId, inviteLookups.foundUserId], set: { lookedUpAt: at } });
}

/**
 * Connects the user with another one, tying the other to the user's own person `personId`. A new
 * connection needs the user to have looked the other up by invite code within the hour before `now`
 * (the code is the other's consent; their id alone is not): without it, undefined. When the two are
 * connected already (either started it), only the user's own person link changes.
 */
export async function connectUsers(db: Db, userId: string, otherUserId: string, personId: string, now: Date) {
  const pair = or(
    and(eq(userConnections.requesterUserId, userId), eq(userConnections.targetUserId, otherUserId)),
    and(eq(userConnections.requesterUserId, otherUserId), eq(userConnections.targetUserId, userId)),
  );
  for (let attempt = 1; ; attempt++) {
    const [existing] = await db.select().from(userConnections).where(pair).limit(1);
    if (existing) {
      const ownSide = existing.requesterUserId === userId ? { requesterPersonId: personId } : { targetPersonId: personId };
      await db.update(userConnections).set(ownSide).where(eq(userConnections.id, existing.id));
      return { userConnectionId: existing.id, created: false };
    }
    if (!(await hasLookedUp(db, userId, otherUserId, lookupsValidSince(now)))) return undefined;
    try {
      const [row] = await db.insert(userConnections)
        .values({ requesterUserId: userId, requesterPersonId: personId, targetUserId: otherUserId })
        .returning({ id: userConnections.id });
      return { userConnectionId: row!.id, created: true };
    } catch (error) {
      // The other user connected at the same moment: link on their row instead.
      if (brokenUniqueIndex(error) !== 'user_connections_pair_key' || attempt > 1) throw error;
    }
  }
}

async function hasLookedUp(db: Db, userId: string, foundUserId: string, since: Date) {
  const [row] = await db.select({ at: inviteLookups.lookedUpAt }).from(inviteLookups).where(and(
    eq(inviteLookups.userId, userId), eq(inviteLookups.foundUserId, foundUserId), gte(inviteLookups.lookedUpAt, since),
  )).limit(1);
  return row !== undefined;
}

/**
 * Ends a connection the user is one side of; the other side must not be a deleted user (whose
 * connections are gone for everyone). False when there is no such connection for the user.
 */
export async function disconnect(db: Db, userId: string, userConnectionId: string) {
  const connections = connectionsSeenBy(db, userId);
  const seen = db.select({ id: connections.userConnectionId }).from(connections)
    .where(eq(connections.userConnectionId, userConnectionId));
  const [ended] = await db.delete(userConnections)
    .where(and(eq(userConnections.id, userConnectionId), inArray(userConnections.id, seen)))
    .returning({ requester: userConnections.requesterUserId, target: userConnections.targetUserId });
  if (!ended) return false;
  // Connecting again takes a fresh look-up of the code, even within the hour of the last one.
  await db.delete(inviteLookups).where(or(
    and(eq(inviteLookups.userId, ended.requester), eq(inviteLookups.foundUserId, ended.target)),
    and(eq(inviteLookups.userId, ended.target), eq(inviteLookups.foundUserId, ended.requester)),
  ));
  return true;
}
