import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { monthTitle } from '@/domain/calendar';
import type { MonthTotal } from '@/domain/contract/reports';
import { monthName } from '@/domain/dateLabels';

const WIDTH = 360;
const HEIGHT = 140;
const LABEL_ROOM = 18;
const COUNT_ROOM = 14;

const monthOf = (yearMonth: string) => Number(yearMonth.slice(5, 7));

/** Events per month as bars, drawn in plain SVG (no chart library in the bundle), months named in the app's language. */
export function EventsChart({ totals }: { totals: MonthTotal[] }) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const { locale } = i18n;
  const months = totals.map(({ yearMonth, eventCount }) => {
    const month = monthTitle(yearMonth, locale, 'short');
    return t`${month}: ${eventCount}`;
  }).join(', ');
  const most = Math.max(1, ...totals.map((t) => t.eventCount));
  const slot = WIDTH / totals.length;
  const barArea = HEIGHT - LABEL_ROOM - COUNT_ROOM;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t`Events per month: ${months}`}
      sx={{ display: 'block', width: '100%', height: 'auto' }}
    >
      {totals.map((total, i) => {
        const height = (total.eventCount / most) * barArea;
        const x = i * slot + slot * 0.2;
        const y = COUNT_ROOM + barArea - height;
        return (
          <g key={total.yearMonth}>
            <rect x={x} y={y} width={slot * 0.6} height={Math.max(height, 1)} rx={3} fill={theme.palette.primary.main} opacity={total.eventCount ? 1 : 0.25} />
            {total.eventCount > 0 && (
              <text x={x + slot * 0.3} y={y - 3} textAnchor="middle" fontSize={10} fill={theme.palette.text.primary}>{total.eventCount}</text>
            )}
            <text x={x + slot * 0.3} y={HEIGHT - 4} textAnchor="middle" fontSize={10} fill={theme.palette.text.secondary}>
              {monthName(monthOf(total.yearMonth), locale, 'narrow')}
            </text>
          </g>
        );
      })}
    </Box>
  );
}
