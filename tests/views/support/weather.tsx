import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { Forecast, ForecastQuery } from '@/domain/contract/weather';
import type { Result } from '@/domain/result';
import { ActorsProvider, appActors } from '@/views/actors';
import { WeatherRow } from '@/views/components/WeatherRow';
import { FakeActors } from '../../machines/support/fakeActors';

export const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
export const FORECAST: Forecast = {
  '2026-11-23': { maxTemp: 7, weatherType: 'rain' },
  '2026-11-24': { maxTemp: -2, weatherType: 'snow' },
  '2026-11-25': { maxTemp: 11, weatherType: 'partlycloudy' },
};

/** The weather row alone, with a fake forecast actor. */
export function renderWeatherRow(geo = { lat: 48.14, long: 11.58 }, dates = WEEK) {
  const fakes = new FakeActors();
  const actors = { ...appActors, fetchWeatherForecast: fakes.logic<Result<Forecast>, ForecastQuery>('fetchWeatherForecast') };
  const row = (place: typeof geo) => (
    <I18nProvider i18n={i18n}><ActorsProvider value={actors}><WeatherRow geo={place} dates={dates} /></ActorsProvider></I18nProvider>
  );
  const view = render(row(geo));
  return {
    fakes,
    rerender: (next: typeof geo) => view.rerender(row(next)),
  };
}

