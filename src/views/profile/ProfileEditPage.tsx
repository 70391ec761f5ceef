import { type FormEvent, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@/domain/contract/auth';
import { BIRTH_DAYS, BIRTH_YEARS } from '@/domain/birthDates';
import { type HourCycle, LOCALES, LOCALE_NAMES } from '@/domain/locales';
import { timeLabel } from '@/domain/dateLabels';
import { monthNames } from '@/domain/yearlyEvents';
import {
  type ProfileFormEvent, profileFormMachine, selectCanSubmit, selectCities, selectCountries, selectDraft, selectErrorMessage,
  selectIsLoadingCities, selectIsLoadingCountries, selectIsSaving, selectNeedsCurrentPassword,
} from '@/machines/profileFormMachine';
import { useActors } from '@/views/actors';
import { flashState } from '@/views/components/flash';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { actorOptions } from '@/views/inspection';
import { browserLocale, rememberLocale, switchLocale } from '@/views/locale';
import { AvatarPicker } from '@/views/network/AvatarPicker';
import { TimeZonePicker } from '@/views/profile/TimeZonePicker';
import { AuthSession, useSignedInUser } from '@/views/session';

type Field = Extract<ProfileFormEvent, { type: 'field.change' }>['field'];

/** The time the clock choices show as their example, in the language's usual clock, 24-hour and 12-hour. */
const EXAMPLE_TIME = { hour: 18, minute: 30 };
const CLOCKS: (HourCycle | null)[] = [null, 'h23', 'h12'];

/** A native select's options, labelled by `labels` where given. */
const choices = (values: ReadonlyArray<string | number>, labels?: readonly string[]) =>
  values.map((value, i) => <option key={value} value={String(value)}>{labels?.[i] ?? value}</option>);

// Built once: the same elements on every render let React skip these long lists.
const YEAR_OPTIONS = choices(BIRTH_YEARS);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAY_OPTIONS = choices(BIRTH_DAYS);
// Each language named in itself, and said in it.
const LANGUAGE_OPTIONS = LOCALES.map((locale) => <option key={locale} value={locale} lang={locale}>{LOCALE_NAMES[locale]}</option>);

export default function ProfileEditPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Edit profile`);
  const user = useSignedInUser();
  return <ProfileForm key={user.userId} user={user} />;
}

function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const monthOptions = useMemo(() => choices(MONTHS, monthNames(i18n.locale)), [i18n.locale]);
  const { fetchCountries, fetchCities, updateProfile } = useActors();
  const navigate = useNavigate();
  const session = AuthSession.useActorRef();
  const form = useActorRef(
    profileFormMachine.provide({
      actors: { fetchCountries, fetchCities, updateProfile },
      actions: {
        goToProfile: ({ context }, { message }) => {
          navigate('/profile', flashState({ severity: 'success', message }));
          session.send({ type: 'session.refresh' });
          // Back to the browser's language: forget this browser's own choice too.
          if (!context.draft.locale) {
            rememberLocale(null);
            void switchLocale(browserLocale());
          }
        },
      },
    }),
    { input: { user }, ...actorOptions() },
  );
  const draft = useSelector(form, selectDraft);
  const countries = useSelector(form, selectCountries);
  const cities = useSelector(form, selectCities);
  const errorMessage = useSelector(form, selectErrorMessage);
  const loadingCountries = useSelector(form, selectIsLoadingCountries);
  const loadingCities = useSelector(form, selectIsLoadingCities);
  const saving = useSelector(form, selectIsSaving);
  const canSubmit = useSelector(form, selectCanSubmit);
  const needsCurrentPassword = useSelector(form, selectNeedsCurrentPassword);
  const [usualTime, time24, time12] = CLOCKS.map((cycle) => timeLabel(EXAMPLE_TIME, i18n.locale, cycle));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submit' });
  };
  const field = (name: Field) => ({
    value: draft[name],
    disabled: saving,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => form.send({ type: 'field.change', field: name, value: event.target.value }),
  });
  const select = { select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;
  // A stored value outside the lists stays choosable, so saving never changes it unasked.
  const countryChoices = draft.country && !countries.includes(draft.country) ? [draft.country, ...countries] : countries;
  const cityChoices = draft.city && !cities.includes(draft.city) ? [draft.city, ...cities] : cities;

  return (
    <>
      <PageHeader title={t`Edit profile`} closeTo="/profile" errors={[errorMessage && i18n._(errorMessage)]} />
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t`First name`} autoComplete="given-name" {...field('firstName')} />
          <TextField label={t`Last name`} autoComplete="family-name" {...field('lastName')} />
        </Stack>
        <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
        {needsCurrentPassword && (
          <TextField
            label={t`Current password`}
            type="password"
            autoComplete="current-password"
            helperText={t`Needed to change your email`}
            {...field('currentPassword')}
          />
        )}
        <AvatarPicker value={draft.userAvatar} disabled={saving} onChange={(avatar) => form.send({ type: 'avatar.select', avatar })} />
        <TextField
          {...select}
          label={t`Country`}
          value={draft.country}
          disabled={saving || loadingCountries}
          onChange={(event) => form.send({ type: 'country.change', country: event.target.value })}
        >
          <option value="">{t`None`}</option>
          {choices(countryChoices)}
        </TextField>
        <TextField
          {...select}
          label={t`City`}
          {...field('city')}
          disabled={saving || loadingCities || !draft.country}
          helperText={loadingCities ? t`Loading cities …` : !draft.country ? t`Choose a country first` : t`Used for the weather in your week`}
          // The hint matters most while the field is disabled, so it keeps its readable colour.
          slotProps={{ ...select.slotProps, formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
        >
          <option value="">{t`None`}</option>
          {choices(cityChoices)}
        </TextField>
        <Stack direction="row" spacing={1} role="group" aria-label={t`Birthday`}>
          <TextField {...select} label={t`Birth year`} {...field('birthYear')}>
            <option value="">{t`Year`}</option>
            {YEAR_OPTIONS}
          </TextField>
          <TextField {...select} label={t`Birth month`} {...field('birthMonth')}>
            <option value="">{t`Month`}</option>
            {monthOptions}
          </TextField>
          <TextField {...select} label={t`Birth day`} {...field('birthDay')}>
            <option value="">{t`Day`}</option>
            {DAY_OPTIONS}
          </TextField>
        </Stack>
        <TimeZonePicker value={draft.timeZone} disabled={saving} onChange={(zone) => form.send({ type: 'field.change', field: 'timeZone', value: zone })} />
        <TextField {...select} label={t`Language`} {...field('locale')}>
          <option value="">{t`The browser's language`}</option>
          {LANGUAGE_OPTIONS}
        </TextField>
        <TextField {...select} label={t`Clock`} {...field('hourCycle')}>
          <option value="">{t`As usual in the language (${usualTime})`}</option>
          <option value="h23">{t`24-hour (${time24})`}</option>
          <option value="h12">{t`12-hour (${time12})`}</option>
        </TextField>
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={saving}>{t`Save`}</Button>
      </Stack>
    </>
  );
}
