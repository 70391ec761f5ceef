import { memo } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Theme, styled } from '@mui/material/styles';
import type { Temporal } from 'temporal-polyfill';
import { type LastSeenTone, type SeenDates, lastSeenBadge } from '@/domain/lastSeen';
import { CalendarIcon } from '@/views/network/networkIcons';

type Tone = LastSeenTone | 'upcoming';

const toneColor = (theme: Theme, tone: Tone) => ({
  'grey-dark': theme.palette.grey[700],
  orange: theme.palette.warning.main,
  red: theme.palette.error.main,
  upcoming: theme.palette.primary.main,
})[tone];

/** Styled once for every row, so a long list pays for no per-row style work. */
const Badge = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: Tone }>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  height: 28,
  padding: theme.spacing(0, 1),
  borderRadius: 14,
  backgroundColor: tone === 'upcoming' ? theme.palette.primary.light : theme.palette.grey[100],
  color: toneColor(theme, tone),
  fontWeight: 700,
  fontSize: theme.typography.pxToRem(14),
  fontVariantNumeric: 'tabular-nums',
  flexShrink: 0,
}));

/**
 * SPEC.md section 4: ∞ for a person never seen, a calendar for a planned meeting, otherwise the days
 * since the last one: grey-dark up to 30, orange above 30, red above 90.
 */
export const LastSeenBadge = memo(function LastSeenBadge({ person, today }: { person: SeenDates; today: Temporal.PlainDate }) {
  const { t } = useLingui();
  const badge = lastSeenBadge(person, today);
  switch (badge.kind) {
    case 'never':
      return <Badge role="img" aria-label={t`Not seen yet`} tone="grey-dark">{badge.label}</Badge>;
    case 'upcoming':
      return <Badge role="img" aria-label={t`Plan coming up`} tone="upcoming"><CalendarIcon fontSize="small" /></Badge>;
    case 'days': {
      const { days } = badge;
      // English keeps SPEC's '1 days' wording; the other languages add their singular in the catalogue.
      return <Badge role="img" aria-label={t`${plural(days, { other: '# days since last seen' })}`} tone={badge.tone}>{days}</Badge>;
    }
  }
});
