import { AVATARS, type AvatarName } from '@/domain/constants';

/** The palette colour that goes with an avatar. */
export const avatarColor = (avatar: AvatarName): string =>
  AVATARS.find((option) => option.avatar === avatar)!.color;

/** The drawing of an avatar, as the server serves it (CONTRACT.md). */
export const avatarSrc = (avatar: AvatarName) => `/img/avatars/${avatar}.png`;
