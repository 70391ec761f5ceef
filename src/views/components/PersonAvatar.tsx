import Box from '@mui/material/Box';
import type { AvatarName } from '@/domain/constants';
import { avatarSrc } from '@/domain/avatars';

interface PersonAvatarProps {
  avatar: AvatarName;
  color: string;
  alt: string;
  size: number;
  /** For a long list: each avatar loads as it scrolls into view. Headers load theirs at once (often the page's largest paint). */
  lazy?: boolean;
}

/** An avatar drawing in a circle of the person's colour. */
export function PersonAvatar({ avatar, color, alt, size, lazy = false }: PersonAvatarProps) {
  return (
    <Box
      component="img"
      src={avatarSrc(avatar)}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      sx={{ display: 'block', flexShrink: 0, borderRadius: '50%', bgcolor: color, boxShadow: '0 0 0 2px #FFFFFF' }}
    />
  );
}
