import { z } from 'zod';
import { CONTROL_CHARACTER, HEX_COLOR, LIMITS } from '@/domain/constants';
import { ISSUE_TEXTS } from '@/domain/contract/issueTexts';

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

/** Names, titles and notes hold no control characters but tab and newline; Windows line ends (CR LF) are taken as newlines. */
const plainText = () => z.string()
  .overwrite((text) => text.replaceAll('\r\n', '\n'))
  .refine((text) => !CONTROL_CHARACTER.test(text), ISSUE_TEXTS.controlCharacters.id);

export const name = plainText().trim().min(1).max(LIMITS.name);
export const title = plainText().trim().min(1).max(LIMITS.title);
export const notes = plainText().max(LIMITS.notes);
export const hexColor = z.string().regex(HEX_COLOR, ISSUE_TEXTS.hexColor.id);

export const emptyBody = z.object({});
