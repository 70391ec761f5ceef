import { useLocation } from 'react-router-dom';
import Alert, { type AlertColor } from '@mui/material/Alert';
import type { Text } from '@/machines/texts';
import { useText } from '@/views/hooks/useText';

/**
 * A message for the page a navigation lands on, carried in the history entry's state; a machine's
 * descriptor is shown in the language of the page it lands on (saving the profile may change it).
 */
export interface Flash {
  severity: AlertColor;
  message: Text;
}

export const flashState = (flash: Flash) => ({ state: { flash } });

/** Shows the message the navigation to this page carried, if any. */
export function FlashAlert() {
  const { state } = useLocation() as { state: { flash?: Flash } | null };
  const text = useText();
  if (!state?.flash) return null;
  return <Alert severity={state.flash.severity} sx={{ mb: 2 }}>{text(state.flash.message)}</Alert>;
}
