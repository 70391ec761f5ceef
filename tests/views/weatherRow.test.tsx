import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, success } from './support/fixtures';
import { FORECAST, WEEK, renderWeatherRow } from './support/weather';

const cell = (date: string) => within(screen.getByRole('list', { name: 'Weather' })).getByRole('listitem', { name: date });

describe('the weather row', () => {
  it('shows max temperature and icon per date, and nothing for a date without forecast', async () => {
    const { fakes } = renderWeatherRow();
    expect(screen.getByRole('status', { name: 'Loading weather' })).toBeTruthy();
    expect(fakes.inputsOf('fetchWeatherForecast')).toEqual([{ latitude: 48.14, longitude: 11.58 }]);
    await fakes.settle('fetchWeatherForecast', { output: success(FORECAST) });

    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(cell('2026-11-23').textContent).toBe('7°');
    expect(within(cell('2026-11-23')).getByRole('img', { name: 'Rain' }).getAttribute('src')).toBe('/img/weather/weather_rain.jpg');
    expect(cell('2026-11-24').textContent).toBe('-2°');
    expect(within(cell('2026-11-24')).getByRole('img', { name: 'Snow' }).getAttribute('src')).toBe('/img/weather/weather_snow.jpg');
    expect(within(cell('2026-11-25')).getByRole('img', { name: 'Partly cloudy' })).toBeTruthy();
    for (const date of WEEK.slice(3)) {
      expect(cell(date).textContent).toBe('');
      expect(within(cell(date)).queryByRole('img')).toBeNull();
    }
  });

  it('loads the forecast of a new place', async () => {
    const { fakes, rerender } = renderWeatherRow();
    await fakes.settle('fetchWeatherForecast', { output: success(FORECAST) });
    rerender({ lat: 59.91, long: 10.75 });
    expect(fakes.inputsOf('fetchWeatherForecast').at(-1)).toEqual({ latitude: 59.91, longitude: 10.75 });
    expect(screen.getByRole('status', { name: 'Loading weather' })).toBeTruthy();
  });

  it("shows 'Error fetching weather: {message}' and tries again on request", async () => {
    const { fakes } = renderWeatherRow();
    await fakes.settle('fetchWeatherForecast', { output: failure('Weather forecast unavailable') });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Error fetching weather: Weather forecast unavailableTry again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await fakes.settle('fetchWeatherForecast', { output: success(FORECAST) });
    expect(cell('2026-11-23').textContent).toBe('7°');
  });
});
