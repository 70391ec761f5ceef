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
  'src/views/profile/EventsChart.tsx',
  'src/views/profile/HolidaysPage.tsx',
  'src/views/profile/ProfilePage.tsx',
  'src/views/profile/ReportsPage.tsx',
  'src/views/profile/TimeZonePicker.tsx',
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
