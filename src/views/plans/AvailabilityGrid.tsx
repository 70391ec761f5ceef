import { useId } from 'react';
import type { Temporal } from 'temporal-polyfill';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AcceptedCount, Reaction } from '@/domain/contract/proposedPlans';
import { type PlanSlot, slotKey, storedSlots } from '@/domain/planSlots';
import { slotLabel } from '@/views/plans/slotLabels';

interface AvailabilityGridProps {
  slots: PlanSlot[];
  /** The answers shown so far, a column each. */
  reactions: Reaction[];
  /** How many of all answers accept each slot, shown or not. */
  counts: AcceptedCount[];
  today: Temporal.PlainDate;
  /** The confirmed slot, highlighted. */
  winner: PlanSlot | null;
}

/** Time slots × responders: who can make which slot, and how many of all answers can per slot. */
export function AvailabilityGrid({ slots, reactions, counts, today, winner }: AvailabilityGridProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const accepted = reactions.map((reaction) => new Set(storedSlots(reaction.acceptedTimeSlots).map(slotKey)));
  const countOf = new Map(counts.map((count) => [slotKey(count), count.count]));
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}><Trans>Availabilities</Trans></Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col"><Trans>Time slot</Trans></TableCell>
              {reactions.map((reaction) => <TableCell key={reaction.reactionId} component="th" scope="col" align="center">{reaction.reactorName}</TableCell>)}
              <TableCell component="th" scope="col" align="center"><Trans>Count</Trans></TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {slots.map((slot) => {
              const key = slotKey(slot);
              const isWinner = winner !== null && slotKey(winner) === key;
              const label = slotLabel(slot, today, i18n);
              return (
                <TableRow key={key} selected={isWinner}>
                  <TableCell component="th" scope="row">{isWinner ? t`${label} (winner)` : label}</TableCell>
                  {accepted.map((set, index) => (
                    <TableCell key={reactions[index]!.reactionId} align="center">{set.has(key) ? t`Yes` : '–'}</TableCell>
                  ))}
                  <TableCell align="center">{countOf.get(key) ?? 0}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
