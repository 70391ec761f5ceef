import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { weatherForecastMachine } from '@/machines/weatherForecastMachine';
import { failure, success } from '../views/support/fixtures';
import { shown } from '../views/support/language';
import { FORECAST, renderWeatherRow } from '../views/support/weather';
import { createModel, useFakeClock } from './support/modelTest';

const MUNICH = { latitude: 48.14, longitude: 11.58 };

const model = createModel(weatherForecastMachine, {
  input: MUNICH,
  events: {
    'weather.retry': [{ type: 'weather.retry' }],
    'xstate.done.actor.fetchWeatherForecast': [
      { type: 'xstate.done.actor.fetchWeatherForecast', output: success(FORECAST) },
      { type: 'xstate.done.actor.fetchWeatherForecast', output: failure('Weather forecast unavailable') },
    ],
    'xstate.error.actor.fetchWeatherForecast': [{ type: 'xstate.error.actor.fetchWeatherForecast', error: new Error('Network down') }],
  },
  serializeState: ({ value, context }) => ({ value, errorMessage: context.errorMessage }),
});

describe('weatherForecast machine, in the weather row', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.transitionPaths().map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const { fakes } = renderWeatherRow({ lat: MUNICH.latitude, long: MUNICH.longitude });
    const user = userEvent.setup({ delay: null });

    await model.run(path, {
      actors: fakes,
      perform: {
        'weather.retry': async () => user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })),
      },
      states: {
        loading: async () => {
          expect(screen.getByRole('status', { name: 'Loading weather' })).toBeTruthy();
          expect(fakes.isRunning('fetchWeatherForecast')).toBe(true);
          expect(fakes.inputsOf('fetchWeatherForecast').at(-1)).toEqual(MUNICH);
          expect(screen.queryByRole('alert')).toBeNull();
        },
        loaded: async () => {
          const row = screen.getByRole('list', { name: 'Weather' });
          expect(within(row).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Rain', 'Snow', 'Partly cloudy']);
          expect(screen.queryByRole('alert')).toBeNull();
        },
        failed: async ({ context }) => {
          const errorMessage = shown(context.errorMessage!);
          expect(screen.getByRole('alert').textContent).toBe(`${errorMessage}Try again`);
          expect(['Error fetching weather: Weather forecast unavailable', 'Error fetching weather']).toContain(errorMessage);
          expect(screen.queryByRole('list', { name: 'Weather' })).toBeNull();
        },
      },
    });
  });
});
