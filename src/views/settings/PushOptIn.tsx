import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PushSubscription } from '@/domain/contract/notifications';
import { LIST } from '@/machines/detailMachine';
import { pushDeviceRemoveMachine, pushDevicesMachine } from '@/machines/pushDevicesMachine';
import {
  type PushOptInState, pushOptInMachine, selectCanDisable, selectCanEnable, selectPushOptInError, selectPushOptInState, selectThisDeviceId,
} from '@/machines/pushOptInMachine';
import { useActors } from '@/views/actors';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useLoaded } from '@/views/hooks/useLoaded';
import { actorOptions } from '@/views/inspection';

/** What the opt-in says in each state, beside its button. */
const TURNING_ON = msg`Turning on notifications ...`;
const STATE_TEXT: Record<PushOptInState, MessageDescriptor> = {
  checking: msg`Checking this device ...`,
  unsupported: msg`This browser cannot get notifications from FunPlans. On an iPhone or iPad, add FunPlans to the home screen and open it from there.`,
  idle: msg`Get notifications on this device when friends answer your plans, about tomorrow’s birthdays and plans, and who you have not seen for a while.`,
  asking: msg`Allow notifications in your browser’s prompt.`,
  granted: TURNING_ON,
  subscribing: TURNING_ON,
  saving: TURNING_ON,
  denied: msg`Notifications are blocked for FunPlans in this browser. Allow them in the browser’s site settings, then reload this page.`,
  subscribed: msg`Notifications are on for this device.`,
  unsubscribing: msg`Turning off notifications ...`,
};

const BUSY_ON: PushOptInState[] = ['asking', 'granted', 'subscribing', 'saving'];

/**
 * Web Push for this browser (the pushOptIn machine) and the account's devices that get
 * notifications, each other one removable after a confirmation.
 */
export function PushOptIn() {
  const { t, i18n } = useLingui();
  const devices = useLoaded(pushDevicesMachine, LIST);
  const actors = useActors();
  const optIn = useActorRef(pushOptInMachine.provide({
    actors: {
      readPushDevice: actors.readPushDevice,
      askNotificationPermission: actors.askNotificationPermission,
      fetchVapidKey: actors.fetchVapidKey,
      subscribePushDevice: actors.subscribePushDevice,
      savePushSubscription: actors.savePushSubscription,
      unsubscribePushDevice: actors.unsubscribePushDevice,
    },
    actions: { reportChanged: () => devices.reload() },
  }), actorOptions());
  const state = useSelector(optIn, selectPushOptInState);
  const errorMessage = useSelector(optIn, selectPushOptInError);
  const thisDeviceId = useSelector(optIn, selectThisDeviceId);
  const canEnable = useSelector(optIn, selectCanEnable);
  const canDisable = useSelector(optIn, selectCanDisable);
  const showsOff = state === 'subscribed' || state === 'unsubscribing';

  return (
    <Stack spacing={2}>
      <Box component="section" aria-labelledby="this-device" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="this-device" variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}><Trans>This device</Trans></Typography>
        {errorMessage && <Alert severity="error">{i18n._(errorMessage)}</Alert>}
        <Typography role="status">{i18n._(STATE_TEXT[state])}</Typography>
        {showsOff ? (
          <Box>
            <Button variant="outlined" disabled={!canDisable} loading={state === 'unsubscribing'} onClick={() => optIn.send({ type: 'push.disable' })}>
              <Trans>Turn off notifications on this device</Trans>
            </Button>
          </Box>
        ) : ['idle', ...BUSY_ON].includes(state) && (
          <Box>
            <Button variant="contained" disabled={!canEnable} loading={BUSY_ON.includes(state)} onClick={() => optIn.send({ type: 'push.enable' })}>
              <Trans>Turn on notifications on this device</Trans>
            </Button>
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="your-devices" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="your-devices" variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}><Trans>Your devices</Trans></Typography>
        {devices.errorMessage && <Alert severity="error">{devices.errorMessage}</Alert>}
        {!devices.detail && !devices.errorMessage && <Typography color="text.secondary"><Trans>Loading ...</Trans></Typography>}
        {devices.detail?.length === 0 && <Typography color="text.secondary"><Trans>No device gets notifications yet.</Trans></Typography>}
        {devices.detail && devices.detail.length > 0 && (
          <Box component="ul" aria-label={t`Devices that get notifications`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {devices.detail.map((device) => (
              <DeviceRow key={device.pushSubscriptionId} device={device} isThisDevice={device.pushSubscriptionId === thisDeviceId} onRemoved={devices.reload} />
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

/** One device: its name and push service; another device than this one can be removed. */
function DeviceRow({ device, isThisDevice, onRemoved }: { device: PushSubscription; isThisDevice: boolean; onRemoved(): void }) {
  const { t } = useLingui();
  const name = device.deviceName ?? t`Unnamed device`;
  const service = device.service;
  const removal = useConfirm(pushDeviceRemoveMachine, {
    id: device.pushSubscriptionId,
    reportDone: onRemoved,
    title: t`Remove this device?`,
    text: t`${name} stops getting notifications from FunPlans.`,
    confirmLabel: t`Remove`,
  });
  return (
    <li>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <div>
          <Typography sx={{ fontWeight: 600 }}>{isThisDevice ? t`${name} (this device)` : name}</Typography>
          <Typography variant="body2" color="text.secondary"><Trans>Through {service}</Trans></Typography>
        </div>
        {!isThisDevice && (
          <Button color="error" aria-label={t`Remove ${name}`} disabled={!removal.canRequest} onClick={removal.request}><Trans>Remove</Trans></Button>
        )}
      </Stack>
      {removal.errorMessage && <Alert severity="error" sx={{ mt: 1 }}>{removal.errorMessage}</Alert>}
      {removal.dialog}
    </li>
  );
}
