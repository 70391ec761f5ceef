import Box from '@mui/material/Box';
import type { AvatarName } from '@/domain/constants';

/** The avatars' drawings (assets/avatars), as their SVG markup without title or comments. */
const drawings = Object.fromEntries(Object.entries(
  import.meta.glob<string>('../../../assets/avatars/*.svg', { query: '?raw', import: 'default', eager: true }),
).map(([file, svg]) => [
  file.slice(file.lastIndexOf('/') + 1, -'.svg'.length),
  svg.replace(/<title>[^<]*<\/title>|<!--[^>]*-->|\n\s*/g, ''),
]));

interface AvatarDrawingProps {
  avatar: AvatarName;
  alt: string;
  size: number;
}

/**
 * An avatar drawn in the page itself, in a circle: no request, so a page whose largest element it
 * is (a person's header) shows it with its first paint instead of after the image has loaded
 * (docs/PERFORMANCE.md). Lists use PersonAvatar's images, which the browser caches.
 */
export function AvatarDrawing({ avatar, alt, size }: AvatarDrawingProps) {
  return (
    <Box
      role="img"
      aria-label={alt}
      dangerouslySetInnerHTML={{ __html: drawings[avatar] ?? '' }}
      sx={{
        width: size, height: size, flexShrink: 0, borderRadius: '50%', overflow: 'hidden', boxShadow: '0 0 0 2px #FFFFFF',
        '& svg': { display: 'block', width: '100%', height: '100%' },
      }}
    />
  );
}
