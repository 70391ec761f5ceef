import { useLocation } from 'react-router-dom';
import Alert, { type AlertColor } from '@mui/material/Alert';

/** A message for the page a navigation lands on, carried in the history entry's state. */
export interface Flash {
  severity: AlertColor;
  message: string;
}

export const flashState = (flash: Flash) => ({ state: { flash } });

/** Shows the message the navigation to this page carried, if any. */
export function FlashAlert() {
  const { state } = useLocation() as { state: { flash?: Flash } | null };
  if (!state?.flash) return null;
  return <Alert severity={state.flash.severity} sx={{ mb: 2 }}>{state.flash.message}</Alert>;
}
