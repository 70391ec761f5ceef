import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification } from '@/domain/contract/notifications';
import { dateLabel } from '@/domain/dateLabels';
import {
  inAppLinkOf, notificationListMachine, selectCanLoadMore, selectCanReadAll, selectErrorMessage, selectHasFailed, selectHasMore,
  selectIsLoadingMore, selectIsMarkingAll, selectNotifications, selectOpeningId, selectUnreadCount,
} from '@/machines/notificationListMachine';
import { useActors } from '@/views/actors';
import { useText } from '@/views/hooks/useText';
import { useUserToday } from '@/views/hooks/useUserToday';
import { actorOptions } from '@/views/inspection';

/**
 * The user's notifications at the top of /inbox: unread ones stand out (bold, and an 'Unread' label
 * a screen reader reads too); opening one marks it read and goes where it leads.
 */
export function NotificationList() {
  const { t, i18n } = useLingui();
  const text = useText();
  const { fetchNotifications, markNotificationRead, markAllNotificationsRead } = useActors();
  const navigate = useNavigate();
  const list = useActorRef(
    notificationListMachine.provide({
      actors: { fetchNotifications, markNotificationRead, markAllNotificationsRead },
      actions: { followLink: (_, { path }) => { void navigate(path); } },
    }),
    actorOptions(),
  );
  const notifications = useSelector(list, selectNotifications);
  const unreadCount = useSelector(list, selectUnreadCount);
  const errorMessage = useSelector(list, selectErrorMessage);
  const failed = useSelector(list, selectHasFailed);
  const hasMore = useSelector(list, selectHasMore);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const canReadAll = useSelector(list, selectCanReadAll);
  const markingAll = useSelector(list, selectIsMarkingAll);
  const openingId = useSelector(list, selectOpeningId);
  const today = useUserToday();

  const open = (notificationId: string) => (event: MouseEvent) => {
    // The machine follows the link once the notification is marked read.
    event.preventDefault();
    list.send({ type: 'notification.open', notificationId });
  };

  return (
    <section aria-labelledby="notifications-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id="notifications-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {unreadCount > 0 ? t`Notifications (${unreadCount} unread)` : t`Notifications`}
        </Typography>
        {notifications && notifications.length > 0 && (
          <Button size="small" disabled={!canReadAll} loading={markingAll} onClick={() => list.send({ type: 'notifications.readAll' })}>
            <Trans>Mark all as read</Trans>
          </Button>
        )}
      </Stack>
      {errorMessage && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={failed && <Button color="inherit" size="small" onClick={() => list.send({ type: 'notifications.reload' })}><Trans>Try again</Trans></Button>}
        >
          {text(errorMessage)}
        </Alert>
      )}
      {!notifications && !failed && <Skeleton variant="rounded" height={72} aria-label={t`Loading notifications`} />}
      {notifications?.length === 0 && (
        <Typography color="text.secondary"><Trans>No notifications yet. Answers to your plans and your reminders show up here.</Trans></Typography>
      )}
      {notifications && notifications.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label={t`Notifications`}>
            {notifications.map((notification, index) => (
              <ListItem key={notification.notificationId} disablePadding divider={index < notifications.length - 1}>
                <NotificationRow
                  notification={notification}
                  when={dateLabel(notification.created_at.slice(0, 10), today, i18n.locale)}
                  busy={openingId === notification.notificationId}
                  onOpen={open(notification.notificationId)}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {hasMore && (
        <Button variant="outlined" sx={{ mt: 1 }} disabled={!canLoadMore} loading={loadingMore} onClick={() => list.send({ type: 'notifications.more' })}>
          <Trans>Show more</Trans>
        </Button>
      )}
    </section>
  );
}

interface NotificationRowProps {
  notification: Notification;
  when: string;
  busy: boolean;
  onOpen(event: MouseEvent): void;
}

/** A link where the notification leads in the app; a button that only marks it read where it leads nowhere. */
function NotificationRow({ notification, when, busy, onOpen }: NotificationRowProps) {
  const { t } = useLingui();
  const path = inAppLinkOf(notification);
  const text = (
    <ListItemText
      primary={(
        <>
          {!notification.read && <Chip component="span" label={t`Unread`} color="primary" size="small" sx={{ mr: 1 }} />}
          {notification.title}
        </>
      )}
      secondary={`${notification.body} · ${when}`}
      slotProps={{ primary: { sx: { fontWeight: notification.read ? 400 : 700 } } }}
    />
  );
  if (path) {
    return <ListItemButton component={RouterLink} to={path} onClick={onOpen} aria-busy={busy}>{text}</ListItemButton>;
  }
  return <ListItemButton onClick={onOpen} disabled={notification.read} aria-busy={busy}>{text}</ListItemButton>;
}
