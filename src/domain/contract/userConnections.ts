import { z } from 'zod';
import { instant, uuid } from '@/domain/contract/common';
import { userConnection } from '@/domain/contract/people';

export const createConnectionBody = z.object({ userId: uuid, personId: uuid });
export type CreateConnectionBody = z.infer<typeof createConnectionBody>;

export const connectionSaved = z.object({ userConnectionId: uuid });

/** One connection for its page: also since when the other user has an account. */
export const userConnectionDetail = userConnection.extend({ userSince: instant });
export type UserConnectionDetail = z.infer<typeof userConnectionDetail>;

