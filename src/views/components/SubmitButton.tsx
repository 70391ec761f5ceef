import Button, { type ButtonProps } from '@mui/material/Button';
import { useHydrated } from '@/views/firstScreen';

/**
 * A form's submit button (large, filled), also disabled while the page is still the server's
 * drawing (useHydrated): before, the browser would send the form itself, as a GET with its fields in
 * the address. Only the button draws again as the app takes the page over, not the whole form.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <Button type="submit" variant="contained" size="large" disabled={disabled || !hydrated} {...props} />;
}
