import type { WeatherType } from '@/domain/constants';

/** What each weather icon shows, for its alt text. */
export const WEATHER_LABELS: Record<WeatherType, string> = {
  clear: 'Clear sky',
  partlycloudy: 'Partly cloudy',
  cloudy: 'Cloudy',
  fog: 'Fog',
  drizzle: 'Drizzle',
  rain: 'Rain',
  snow: 'Snow',
  thunderstorm: 'Thunderstorm',
};

export const weatherIconSrc = (weatherType: WeatherType) => `/img/weather/weather_${weatherType}.jpg`;
