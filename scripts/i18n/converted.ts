/**
 * The files and folders whose user-visible texts are all marked for translation (README
 * "Translating"). `npm run i18n:check` fails when a .tsx file under one of them still has a literal
 * text: JSX text, or a string given to a prop that screen readers or users read (TEXT_PROPS in
 * scripts/i18n/check.ts). Add a folder or file here once you have converted it.
 */
export const CONVERTED = [
  'src/views/admin/',
  'src/views/auth/',
  'src/views/components/PageHeader.tsx',
  'src/views/components/PublicLayout.tsx',
  // The settings folder but for UnsubscribePage.tsx, which the language foundation converts.
  'src/views/settings/CalendarIntegrations.tsx',
  'src/views/settings/NotificationPreferences.tsx',
  'src/views/settings/NotificationSettingsPage.tsx',
  'src/views/settings/PushOptIn.tsx',
  'src/views/settings/RecentDeliveries.tsx',
  'src/views/settings/SettingsPage.tsx',
  'src/views/settings/SettingsSection.tsx',
  'src/views/settings/SubscriptionPage.tsx',
  'src/views/settings/TokensPage.tsx',
  'src/views/settings/WebhooksPage.tsx',
];
