import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { LIST } from '@/machines/detailMachine';
import { unseenAnswersMachine } from '@/machines/unseenAnswersMachine';
import { useLoaded } from '@/views/hooks/useLoaded';

const InboxIcon = () => (
  <SvgIcon>
    <path d="M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 12h-4c0 1.7-1.3 3-3 3s-3-1.3-3-3H5V5h14z" />
  </SvgIcon>
);

export const inboxLinkName = (newAnswers: number | null) => {
  if (!newAnswers) return 'Inbox';
  return `Inbox, ${newAnswers} ${newAnswers === 1 ? 'plan' : 'plans'} with new answers`;
};

/**
 * The Home header's link to /inbox, with a badge counting the owner's plans that have answers
 * not seen yet (opening a plan clears its part). It loads its count itself.
 */
export function InboxLink() {
  const newAnswers = useLoaded(unseenAnswersMachine, LIST).detail?.plansWithNewAnswers ?? null;
  return (
    <IconButton component={RouterLink} to="/inbox" aria-label={inboxLinkName(newAnswers)}>
      {/* No badge text at all without new answers: the link's visible text must match its name. */}
      <Badge badgeContent={newAnswers || undefined} color="error" max={99}>
        <InboxIcon />
      </Badge>
    </IconButton>
  );
}
