import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Forecast, ForecastQuery } from '@/domain/contract/weather';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * The weather row's forecast for one place: loading → loaded | failed, and from failed the user
 * may try again. The row keys its actor by the place, so a new place starts a new load.
 */
export interface WeatherForecastContext {
  query: ForecastQuery;
  forecast: Forecast | null;
  errorMessage: MessageDescriptor | null;
}

export type WeatherForecastEvent = { type: 'weather.retry' };

const loadError = (message: string) => msg`Error fetching weather: ${message}`;

export const weatherForecastMachine = setup({
  types: {
    context: {} as WeatherForecastContext,
    events: {} as WeatherForecastEvent,
    input: {} as ForecastQuery,
  },
  actors: {
    fetchWeatherForecast: appActorPlaceholder<Result<Forecast>, ForecastQuery>('fetchWeatherForecast'),
  },
  guards: {
    isSuccess,
  },
}).createMachine({
  id: 'weatherForecast',
  context: ({ input }) => ({ query: input, forecast: null, errorMessage: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchWeatherForecast',
        src: 'fetchWeatherForecast',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'loaded',
            actions: assign({ forecast: ({ event }) => (event.output.status === 'success' ? event.output.data : null) }),
          },
          {
            target: 'failed',
            actions: assign({ errorMessage: ({ event }) => loadError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'failed', actions: assign({ errorMessage: msg`Error fetching weather` }) },
      },
    },
    loaded: {},
    failed: {
      on: { 'weather.retry': 'loading' },
    },
  },
});

type WeatherForecastSnapshot = SnapshotFrom<typeof weatherForecastMachine>;

export const selectForecast = (snapshot: WeatherForecastSnapshot) => snapshot.context.forecast;
export const selectErrorMessage = (snapshot: WeatherForecastSnapshot) => snapshot.context.errorMessage;
export const selectIsLoading = (snapshot: WeatherForecastSnapshot) => snapshot.matches('loading');
