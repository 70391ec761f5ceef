import { z } from 'zod';
import { AVATAR_NAMES, MEET_FREQUENCIES, MESSAGING_PLATFORMS } from '@/domain/constants';
import { hexColor, instant, isoDate, name, notes, uuid } from '@/domain/contract/common';
import { event } from '@/domain/contract/events';
import { recurringEvent } from '@/domain/contract/recurringEvents';

/** A link to another user, as the viewer sees it. */
export const userConnection = z.object({
  userConnectionId: uuid,
  userId: uuid,
  firstName: z.string(),
  lastName: z.string(),
  connectedWithUserFirstname: z.string(),
  personId: uuid.nullable(),
  personName: z.string().nullable(),
  created_at: instant,
});
export type UserConnection = z.infer<typeof userConnection>;

export const person = z.object({
  personId: uuid,
  personName: z.string(),
  personAvatar: z.enum(AVATAR_NAMES),
  personColor: z.string(),
  personNotes: z.string().nullable(),
  meetFrequency: z.enum(MEET_FREQUENCIES),
  externalMessagingPlatform: z.enum(MESSAGING_PLATFORMS).nullable(),
  externalMessagingId: z.string().nullable(),
  /** Date of the latest event before today; canceled events do not count. */
  lastSeenDate: isoDate.nullable(),
  /** Date of the earliest event from today on; canceled events do not count. */
  nextEventDate: isoDate.nullable(),
  userConnections: z.array(userConnection),
});
export type Person = z.infer<typeof person>;

/**
 * A person due for a catch-up (see `src/domain/catchUp.ts`): days past their meet frequency, or for
 * someone never seen, days since they were added. People with an upcoming event are not suggested.
 */
export const suggestion = person.extend({ daysOverdue: z.number().int().min(0) });
export type Suggestion = z.infer<typeof suggestion>;

export const personDetail = z.object({
  personDetails: person,
  /** All the person's events, newest first; the page splits them at today. */
  recentEvents: z.array(event),
  recurringEvents: z.array(recurringEvent),
  userConnections: z.array(userConnection),
});
export type PersonDetail = z.infer<typeof personDetail>;

const messagingId = z.string().trim().max(100);

export const createPersonBody = z.object({
  personName: name,
  personAvatar: z.enum(AVATAR_NAMES).optional(),
  personColor: hexColor.optional(),
  meetFrequency: z.enum(MEET_FREQUENCIES),
  personNotes: notes.nullable().optional(),
  externalMessagingPlatform: z.enum(MESSAGING_PLATFORMS).nullable().optional(),
  externalMessagingId: messagingId.nullable().optional(),
});
export type CreatePersonBody = z.infer<typeof createPersonBody>;

export const updatePersonBody = createPersonBody.partial();
export type UpdatePersonBody = z.infer<typeof updatePersonBody>;

export const personSaved = z.object({ personId: uuid });

/** An edit of one person, as the person form machine hands it to the service. */
export interface PersonUpdate {
  personId: string;
  body: UpdatePersonBody;
}
