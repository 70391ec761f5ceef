import type { MessageDescriptor } from '@lingui/core';
import type { WeatherType } from '@/domain/constants';

/** What each weather icon shows, for its alt text. */
export const WEATHER_LABELS: Record<WeatherType, MessageDescriptor> = {
  clear: /*i18n*/ { id: 'weather.clear', message: 'Clear sky' },
  partlycloudy: /*i18n*/ { id: 'weather.partlyCloudy', message: 'Partly cloudy' },
  cloudy: /*i18n*/ { id: 'weather.cloudy', message: 'Cloudy' },
  fog: /*i18n*/ { id: 'weather.fog', message: 'Fog' },
  drizzle: /*i18n*/ { id: 'weather.drizzle', message: 'Drizzle' },
  rain: /*i18n*/ { id: 'weather.rain', message: 'Rain' },
  snow: /*i18n*/ { id: 'weather.snow', message: 'Snow' },
  thunderstorm: /*i18n*/ { id: 'weather.thunderstorm', message: 'Thunderstorm' },
};

export const weatherIconSrc = (weatherType: WeatherType) => `/img/weather/weather_${weatherType}.jpg`;
