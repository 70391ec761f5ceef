import { z } from 'zod';
import { HEX_COLOR, LIMITS } from '@/domain/constants';

/** The error envelope every failure answers with. */
export const errorBody = z.object({
  errorCode: z.string(),
  errorMessage: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export { ERROR_CODES } from '@/domain/errorCodes';

export const uuid = z.uuid();
export const isoDate = z.iso.date();
export const instant = z.iso.datetime({ offset: true });

export const idParams = z.object({ id: uuid });

export const name = z.string().trim().min(1).max(LIMITS.name);
export const title = z.string().trim().min(1).max(LIMITS.title);
export const notes = z.string().max(LIMITS.notes);
export const hexColor = z.string().regex(HEX_COLOR, 'must be a colour like #A9DEF9');

export const messageBody = z.object({ message: z.string() });
export const emptyBody = z.object({});
