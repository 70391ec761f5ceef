import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LIST } from '@/machines/detailMachine';
import { unreadNotificationsMachine } from '@/machines/unreadNotificationsMachine';
import { unseenAnswersMachine } from '@/machines/unseenAnswersMachine';
import { useLoaded } from '@/views/hooks/useLoaded';

const InboxIcon = () => (
  <SvgIcon>
    <path d="M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 12h-4c0 1.7-1.3 3-3 3s-3-1.3-3-3H5V5h14z" />
  </SvgIcon>
);

/**
 * The Home header's link to /inbox. Its badge counts the unread notifications (every answer to a plan
 * makes one, and so do reminders and confirmations); with none unread, the owner's plans that have
 * answers not seen yet (opening a plan clears its part), as before notifications. Both counts load
 * here, and come in Home's HTML (src/domain/pages.ts).
 */
export function InboxLink() {
  const unread = useLoaded(unreadNotificationsMachine, LIST).detail?.unreadCount ?? null;
  const newAnswers = useLoaded(unseenAnswersMachine, LIST).detail?.plansWithNewAnswers ?? null;
  const { t } = useLingui();
  // The link's name: the badge's number first, as the badge shows it, then the other count.
  const name = [
    t`Inbox`,
    ...(unread ? [t`${plural(unread, { one: '# unread notification', other: '# unread notifications' })}`] : []),
    ...(newAnswers ? [t`${plural(newAnswers, { one: '# plan with new answers', other: '# plans with new answers' })}`] : []),
  ].join(', ');
  return (
    <IconButton component={RouterLink} to="/inbox" aria-label={name}>
      {/* No badge text at all without a count: the link's visible text must be part of its name. */}
      <Badge badgeContent={unread || newAnswers || undefined} color="error" max={99}>
        <InboxIcon />
      </Badge>
    </IconButton>
  );
}
