import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/views/components/PageHeader';
import { PublicLayout } from '@/views/components/PublicLayout';
import { TextInput } from '@/views/components/TextInput';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { helpLinks } from '@/views/helpLinks';

/** Password reset by email does not exist yet: the form says so and sends nothing. */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Reset password`);
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
  };

  return (
    <PublicLayout>
      <PageHeader title={t`Reset password`} closeTo="/login" />
      <Alert severity={tried ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {tried && <Trans>No reset code was sent:</Trans>}{tried && ' '}
        <Trans>
          Password reset is not available yet. If you cannot log in,
          please <Link href={helpLinks.contact} target="_blank" rel="noopener">contact us</Link>.
        </Trans>
      </Alert>
      <Stack component="form" spacing={2} onSubmit={submit}>
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="contained" size="large"><Trans>Send Reset Code</Trans></Button>
      </Stack>
      <Stack sx={{ mt: 3, alignItems: 'center' }}>
        <Link component={RouterLink} to="/login"><Trans>Back to Log In</Trans></Link>
      </Stack>
    </PublicLayout>
  );
}
