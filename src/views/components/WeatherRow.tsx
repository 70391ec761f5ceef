import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DayForecast } from '@/domain/contract/weather';
import { WEATHER_LABELS, weatherIconSrc } from '@/domain/weatherLabels';
import {
  selectErrorMessage, selectForecast, selectIsLoading, weatherForecastMachine,
} from '@/machines/weatherForecastMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';
import { useLingui } from '@lingui/react/macro';

export interface WeatherRowProps {
  geo: { lat: number; long: number };
  /** ISO dates of the days shown, one cell each. */
  dates: string[];
}

/**
 * The week planner's weather row: for each date the day's highest temperature and an icon, or an
 * empty cell where the forecast does not reach. A new place loads its own forecast.
 */
export function WeatherRow(props: WeatherRowProps) {
  return <WeatherRowForPlace key={`${props.geo.lat},${props.geo.long}`} {...props} />;
}

function WeatherRowForPlace({ geo, dates }: WeatherRowProps) {
  const { fetchWeatherForecast } = useActors();
  const actor = useActorRef(
    weatherForecastMachine.provide({ actors: { fetchWeatherForecast } }),
    { input: { latitude: geo.lat, longitude: geo.long }, ...actorOptions() },
  );
  const forecast = useSelector(actor, selectForecast);
  const errorMessage = useSelector(actor, selectErrorMessage);
  const loading = useSelector(actor, selectIsLoading);
  const { t, i18n } = useLingui();

  if (errorMessage) {
    return (
      <Alert
        severity="error"
        sx={{ my: 1 }}
        action={<Button color="inherit" size="small" onClick={() => actor.send({ type: 'weather.retry' })}>{t`Try again`}</Button>}
      >
        {i18n._(errorMessage)}
      </Alert>
    );
  }
  return (
    <Box
      role={loading ? 'status' : 'list'}
      aria-label={loading ? t`Loading weather` : t`Weather`}
      aria-busy={loading || undefined}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${dates.length}, minmax(0, 1fr))`, gap: 0.5, my: 1 }}
    >
      {dates.map((date) => (
        loading
          ? <Skeleton key={date} variant="rounded" height={48} />
          : <WeatherCell key={date} date={date} day={forecast?.[date]} />
      ))}
    </Box>
  );
}

function WeatherCell({ date, day }: { date: string; day: DayForecast | undefined }) {
  const { i18n } = useLingui();
  return (
    <Box role="listitem" aria-label={date} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minHeight: 48 }}>
      {day && (
        <>
          <Box
            component="img"
            src={weatherIconSrc(day.weatherType)}
            alt={i18n._(WEATHER_LABELS[day.weatherType])}
            width={28}
            height={28}
            sx={{ display: 'block', borderRadius: 1 }}
          />
          <Typography variant="caption" sx={{ fontWeight: 600 }}>{`${day.maxTemp}°`}</Typography>
        </>
      )}
    </Box>
  );
}
