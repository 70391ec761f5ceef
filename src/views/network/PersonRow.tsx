import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import type { Temporal } from 'temporal-polyfill';
import type { Person } from '@/domain/contract/people';
import { personSubtitle } from '@/domain/lastSeen';
import { LastSeenBadge } from '@/views/network/LastSeenBadge';
import { avatarSrc } from '@/domain/avatars';

/*
 * A network can hold a thousand people, so a row is plain elements styled once (no per-row sx),
 * memoised, and skipped by layout and paint while off screen (content-visibility).
 */

/**
 * Every row is this tall, border included: room for the name (24 px) and a subtitle of up to two
 * 17 px lines. A fixed height keeps a row skipped off screen as tall as when drawn; an estimate
 * (contain-intrinsic-size) that missed by 13 px shifted the whole list as it drew (Lighthouse CLS 0.11).
 */
export const ROW_HEIGHT_PX = 76;

const RowLink = styled(RouterLink)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  height: ROW_HEIGHT_PX,
  padding: theme.spacing(1, 1.5),
  color: 'inherit',
  textDecoration: 'none',
  borderBottom: `1px solid ${theme.palette.divider}`,
  contentVisibility: 'auto',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&[aria-current="page"]': { backgroundColor: theme.palette.action.selected },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

const Avatar = styled('img')({
  flexShrink: 0,
  width: 48,
  height: 48,
  borderRadius: '50%',
});

const Text = styled('span')({ flexGrow: 1, minWidth: 0 });

const Name = styled('span')(({ theme }) => ({
  display: 'block',
  fontWeight: 600,
  fontSize: theme.typography.pxToRem(16),
  lineHeight: '24px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}));

const Subtitle = styled('span')(({ theme }) => ({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: theme.palette.text.secondary,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: '17px',
}));

/** One person of /network: avatar in their colour, name, subtitle and last-seen badge. */
export const PersonRow = memo(function PersonRow({ person, today, selected = false }: { person: Person; today: Temporal.PlainDate; selected?: boolean }) {
  return (
    <li>
      <RowLink to={`/network/${person.personId}`} aria-current={selected ? 'page' : undefined}>
        <Avatar
          src={avatarSrc(person.personAvatar)}
          alt={`${person.personName}'s avatar`}
          loading="lazy"
          decoding="async"
          style={{ backgroundColor: person.personColor }}
        />
        <Text>
          <Name>{person.personName}</Name>
          <Subtitle>{personSubtitle(person, today)}</Subtitle>
        </Text>
        <LastSeenBadge person={person} today={today} />
      </RowLink>
    </li>
  );
});
