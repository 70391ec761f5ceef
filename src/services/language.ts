/**
 * The language the app shows, which every request names in Accept-Language so that the server
 * answers its messages in it. The app sets it (src/views/locale.ts); a module of its own, so the
 * startup code that does need not load the HTTP client.
 */
let language = 'en';

export const setRequestLanguage = (locale: string) => {
  language = locale;
};

export const requestLanguage = () => language;
