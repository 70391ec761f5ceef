import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Delivery } from '@/domain/contract/notifications';
import { dateLabel } from '@/domain/dateLabels';
import { clockTimeOf, dayOf } from '@/domain/dayOf';
import { CHANNEL_NAMES, KIND_NAMES } from '@/domain/notificationLabels';
import { LIST } from '@/machines/detailMachine';
import { notificationDeliveriesMachine } from '@/machines/notificationDeliveriesMachine';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useUserToday } from '@/views/hooks/useUserToday';
import { useSignedInUser } from '@/views/session';

/** The page shows the newest few; the server keeps more. */
const SHOWN = 10;

const STATUS_TEXT: Record<Delivery['status'], MessageDescriptor> = { pending: msg`Waiting to be sent`, sent: msg`Sent`, failed: msg`Failed` };

/** What was sent to the user by email and push, newest first, and why what failed did. */
export function RecentDeliveries() {
  const { t, i18n } = useLingui();
  const deliveries = useLoaded(notificationDeliveriesMachine, LIST);
  const { timeZone } = useSignedInUser();
  const today = useUserToday();
  const when = (instant: string) => `${dateLabel(dayOf(instant, timeZone), today, i18n.locale)}, ${clockTimeOf(instant, timeZone)}`;

  if (deliveries.errorMessage) return <Alert severity="error">{deliveries.errorMessage}</Alert>;
  if (!deliveries.detail) return <Typography color="text.secondary"><Trans>Loading ...</Trans></Typography>;
  if (deliveries.detail.length === 0) return <Typography color="text.secondary"><Trans>Nothing was sent by email or push yet.</Trans></Typography>;
  return (
    <Box component="ul" aria-label={t`Sent notifications`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {deliveries.detail.slice(0, SHOWN).map((delivery) => {
        const channel = i18n._(CHANNEL_NAMES[delivery.channel]);
        const { target } = delivery;
        const status = i18n._(STATUS_TEXT[delivery.status]);
        const sentAt = when(delivery.sentAt ?? delivery.created_at);
        return (
          <li key={delivery.deliveryId}>
            <Typography sx={{ fontWeight: 600 }}>{i18n._(KIND_NAMES[delivery.kind])}</Typography>
            <Typography variant="body2" color="text.secondary">{t`${channel} to ${target} · ${status} · ${sentAt}`}</Typography>
            {delivery.status === 'failed' && delivery.lastError && (
              <Typography variant="body2" color="error">{delivery.lastError}</Typography>
            )}
          </li>
        );
      })}
    </Box>
  );
}
