/**
 * The files and folders whose user-visible texts are all marked for translation (README
 * "Translating"). `npm run i18n:check` fails when a .tsx file under one of them still has a literal
 * text: JSX text, or a string given to a prop that screen readers or users read (TEXT_PROPS in
 * scripts/i18n/check.ts). Add a folder or file here once you have converted it.
 */
export const CONVERTED = [
  'src/views/admin/',
  'src/views/auth/',
  'src/views/calendar/',
  'src/views/components/',
  'src/views/connections/',
  'src/views/help/',
  'src/views/home/',
  'src/views/hooks/',
  'src/views/integrations/',
  'src/views/network/',
  'src/views/plans/',
  'src/views/profile/',
  'src/views/settings/',
];
