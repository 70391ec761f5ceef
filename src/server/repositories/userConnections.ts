import { and, eq, or, sql } from 'drizzle-orm';
import type { UserConnection } from '@/domain/contract/people';
import type { UserConnectionDetail } from '@/domain/contract/userConnections';
import type { Db } from '@/server/db/client';
import { people, userConnections, users } from '@/server/db/schema';
import { brokenUniqueIndex } from '@/server/db/errors';

/**
 * The user's connections seen from their side: the other user, and the viewer's own person column
 * (`personId`, null until the viewer links one). A subquery, so a listing can join it.
 */
export function connectionsSeenBy(db: Db, userId: string) {
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
    .where(or(isRequester, eq(userConnections.targetUserId, userId)))
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
 * Connects the user with another one, tying the other to the user's own person `personId`.
 * When the two are connected already (either started it), only the user's own person link changes.
 */
export async function connectUsers(db: Db, userId: string, otherUserId: string, personId: string) {
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
