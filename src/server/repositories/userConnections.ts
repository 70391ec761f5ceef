import { eq, or, sql } from 'drizzle-orm';
import type { UserConnection } from '@/domain/contract/people';
import type { Db } from '@/server/db/client';
import { userConnections, users } from '@/server/db/schema';

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
    })
    .from(userConnections)
    .innerJoin(users, eq(users.id, otherUserId))
    .where(or(isRequester, eq(userConnections.targetUserId, userId)))
    .as('connections');
}

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
