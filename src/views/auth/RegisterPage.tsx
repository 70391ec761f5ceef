import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@/domain/constants';
import { registerMachine, selectRedirect } from '@/machines/registerMachine';
import { selectCanSubmit, selectDraft, selectErrorMessage, selectIsSubmitting, selectSuccessMessage } from '@/machines/signUpMachine';
import { useDraftFields } from '@/views/hooks/useDraftFields';
import { useActors } from '@/views/actors';
import { PageHeader } from '@/views/components/PageHeader';
import { PublicLayout } from '@/views/components/PublicLayout';
import { TextInput } from '@/views/components/TextInput';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { actorOptions } from '@/views/inspection';
import { loginPath } from '@/views/paths';

export default function RegisterPage() {
  useDocumentTitle('Register');
  const [searchParams] = useSearchParams();
  const { register } = useActors();
  const navigate = useNavigate();
  const signUp = useActorRef(
    registerMachine.provide({
      actors: { register },
      actions: { goToLogin: ({ context }) => navigate(loginPath(context.fixed.redirect)) },
    }),
    { input: { redirect: searchParams.get('redirect') }, ...actorOptions() },
  );
  const draft = useSelector(signUp, selectDraft);
  const errorMessage = useSelector(signUp, selectErrorMessage);
  const successMessage = useSelector(signUp, selectSuccessMessage);
  const submitting = useSelector(signUp, selectIsSubmitting);
  const canSubmit = useSelector(signUp, selectCanSubmit);
  const redirect = useSelector(signUp, selectRedirect);
  const locked = submitting || successMessage !== null;

  const { fieldProps, submit } = useDraftFields(signUp, draft, locked);

  return (
    <PublicLayout>
      <PageHeader title="Register" errors={[errorMessage]} />
      {successMessage && <Alert severity="success" sx={{ mb: 2 }}>{successMessage}</Alert>}
      <Stack component="form" spacing={2} onSubmit={submit}>
        <Stack direction="row" spacing={2}>
          <TextInput label="First name" autoComplete="given-name" {...fieldProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...fieldProps('lastName')} />
        </Stack>
        <TextInput label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
        <TextInput
          label="Password"
          type="password"
          autoComplete="new-password"
          helperText={`At least ${LIMITS.passwordMin} characters`}
          {...fieldProps('password')}
        />
        <TextInput
          label="What is 7+9?"
          helperText="A quick check that you are a person"
          inputMode="numeric"
          {...fieldProps('humanCheck')}
        />
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={submitting}>
          Sign up
        </Button>
      </Stack>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account? <Link component={RouterLink} to={loginPath(redirect)}>Log in</Link>
      </Typography>
    </PublicLayout>
  );
}
