import Box from '@mui/material/Box';
import type { AvatarName } from '@/domain/constants';

export const avatarSrc = (avatar: AvatarName) => `/img/avatars/${avatar}.png`;

interface PersonAvatarProps {
  avatar: AvatarName;
  color: string;
  alt: string;
  size: number;
}

/** An avatar drawing in a circle of the person's colour. */
export function PersonAvatar({ avatar, color, alt, size }: PersonAvatarProps) {
  return (
    <Box
      component="img"
      src={avatarSrc(avatar)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      sx={{ display: 'block', flexShrink: 0, borderRadius: '50%', bgcolor: color, boxShadow: '0 0 0 2px #FFFFFF' }}
    />
  );
}
