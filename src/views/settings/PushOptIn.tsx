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
const STATE_TEXT: Record<PushOptInState, string> = {
  checking: 'Checking this device ...',
  unsupported: 'This browser cannot get notifications from FunPlans. On an iPhone or iPad, add FunPlans to the home screen and open it from there.',
  idle: 'Get notifications on this device when friends answer your plans, about tomorrow’s birthdays and plans, and who you have not seen for a while.',
  asking: 'Allow notifications in your browser’s prompt.',
  granted: 'Turning on notifications ...',
  subscribing: 'Turning on notifications ...',
  saving: 'Turning on notifications ...',
  denied: 'Notifications are blocked for FunPlans in this browser. Allow them in the browser’s site settings, then reload this page.',
  subscribed: 'Notifications are on for this device.',
  unsubscribing: 'Turning off notifications ...',
};

const BUSY_ON: PushOptInState[] = ['asking', 'granted', 'subscribing', 'saving'];

/**
 * Web Push for this browser (the pushOptIn machine) and the account's devices that get
 * notifications, each other one removable after a confirmation.
 */
export function PushOptIn() {
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
        <Typography id="this-device" variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>This device</Typography>
        {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
        <Typography role="status">{STATE_TEXT[state]}</Typography>
        {showsOff ? (
          <Box>
            <Button variant="outlined" disabled={!canDisable} loading={state === 'unsubscribing'} onClick={() => optIn.send({ type: 'push.disable' })}>
              Turn off notifications on this device
            </Button>
          </Box>
        ) : ['idle', ...BUSY_ON].includes(state) && (
          <Box>
            <Button variant="contained" disabled={!canEnable} loading={BUSY_ON.includes(state)} onClick={() => optIn.send({ type: 'push.enable' })}>
              Turn on notifications on this device
            </Button>
          </Box>
        )}
      </Box>
      <Box component="section" aria-labelledby="your-devices" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="your-devices" variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>Your devices</Typography>
        {devices.errorMessage && <Alert severity="error">{devices.errorMessage}</Alert>}
        {!devices.detail && !devices.errorMessage && <Typography color="text.secondary">Loading ...</Typography>}
        {devices.detail?.length === 0 && <Typography color="text.secondary">No device gets notifications yet.</Typography>}
        {devices.detail && devices.detail.length > 0 && (
          <Box component="ul" aria-label="Devices that get notifications" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {devices.detail.map((device) => (
              <DeviceRow key={device.pushSubscriptionId} device={device} isThisDevice={device.pushSubscriptionId === thisDeviceId} onRemoved={devices.reload} />
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

const nameOf = (device: PushSubscription) => device.deviceName ?? 'Unnamed device';

/** One device: its name and push service; another device than this one can be removed. */
function DeviceRow({ device, isThisDevice, onRemoved }: { device: PushSubscription; isThisDevice: boolean; onRemoved(): void }) {
  const name = nameOf(device);
  const removal = useConfirm(pushDeviceRemoveMachine, {
    id: device.pushSubscriptionId,
    reportDone: onRemoved,
    title: 'Remove this device?',
    text: `${name} stops getting notifications from FunPlans.`,
    confirmLabel: 'Remove',
  });
  return (
    <li>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <div>
          <Typography sx={{ fontWeight: 600 }}>{name}{isThisDevice && ' (this device)'}</Typography>
          <Typography variant="body2" color="text.secondary">Through {device.service}</Typography>
        </div>
        {!isThisDevice && (
          <Button color="error" aria-label={`Remove ${name}`} disabled={!removal.canRequest} onClick={removal.request}>Remove</Button>
        )}
      </Stack>
      {removal.errorMessage && <Alert severity="error" sx={{ mt: 1 }}>{removal.errorMessage}</Alert>}
      {removal.dialog}
    </li>
  );
}
