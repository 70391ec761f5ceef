/**
 * The files and folders whose user-visible texts are all marked for translation (README
 * "Translating"). `npm run i18n:check` fails when a .tsx file under one of them still has a literal
 * text: JSX text, or a string given to a prop that screen readers or users read (TEXT_PROPS in
 * scripts/i18n/check.ts). Add a folder or file here once you have converted it.
 */
export const CONVERTED = [
  'src/views/auth/',
  'src/views/components/LanguageMenu.tsx',
  'src/views/components/LoadingScreen.tsx',
  'src/views/components/NotFoundPage.tsx',
  'src/views/components/PageHeader.tsx',
  'src/views/components/PublicLayout.tsx',
  'src/views/components/RouteError.tsx',
  'src/views/help/',
  'src/views/plans/PlanAnswer.tsx',
  'src/views/plans/PlanResponsePage.tsx',
  'src/views/plans/planIcons.tsx',
  'src/views/settings/UnsubscribePage.tsx',
];
