/**
 * The links on /help, set per deployment at build time (`VITE_…` variables, see README).
 * An empty value falls back to the default.
 */
export const helpLinks = {
  appStore: import.meta.env.VITE_APP_STORE_URL || 'https://play.google.com/store/search?q=FunPlans&c=apps',
  support: import.meta.env.VITE_SUPPORT_URL || 'https://funplans.example/support',
  contact: import.meta.env.VITE_CONTACT_URL || 'https://funplans.example/contact',
};
