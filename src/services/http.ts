import axios from 'axios';
import { requestLanguage } from '@/services/language';

/**
 * The one HTTP client of the browser app. Calls go to our own origin, so the browser sends the
 * HttpOnly session cookie by itself (same-origin credentials; `withCredentials` would only matter
 * cross-origin). Responses stay axios responses: `request` in `request.ts` validates and unwraps them.
 */
export const http = axios.create({
  baseURL: '/api/v1',
  headers: { Accept: 'application/json' },
  timeout: 30_000,
});

// The server answers its messages in the app's language rather than the browser's.
http.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', requestLanguage());
  return config;
});
