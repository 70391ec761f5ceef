/** SPEC.md section 9: a title in a day block keeps 15 characters, or 10 beside an avatar. */
export const DAY_BLOCK_TITLE_LENGTH = 15;
export const DAY_BLOCK_TITLE_LENGTH_WITH_AVATAR = 10;

/** Text longer than `length` is cut to `length - 3` characters plus '...'. */
export function truncate(text: string, length: number): string {
  // By code points, so an emoji is never cut in half.
  const characters = [...text];
  if (characters.length <= length) return text;
  return `${characters.slice(0, Math.max(length - 3, 0)).join('')}...`;
}

/** A title as a day block shows it. */
export const dayBlockTitle = (title: string, withAvatar: boolean) =>
  truncate(title, withAvatar ? DAY_BLOCK_TITLE_LENGTH_WITH_AVATAR : DAY_BLOCK_TITLE_LENGTH);
