/**
 * The service modules by name, each loaded with its first call rather than with the first paint:
 * they bring axios, zod and the contract. The app's actors call them; the first screen fetches its
 * own ahead (src/views/firstScreen.ts).
 */
export const serviceModules = {
  auth: () => import('@/services/auth'),
  people: () => import('@/services/people'),
  recurringEvents: () => import('@/services/recurringEvents'),
  events: () => import('@/services/events'),
  proposedPlans: () => import('@/services/proposedPlans'),
  connections: () => import('@/services/connections'),
  admin: () => import('@/services/admin'),
  feedback: () => import('@/services/feedback'),
  profile: () => import('@/services/profile'),
  weather: () => import('@/services/weather'),
  integrations: () => import('@/services/integrations'),
  pushSubscriptions: () => import('@/services/pushSubscriptions'),
  notificationSettings: () => import('@/services/notificationSettings'),
  unsubscribe: () => import('@/services/unsubscribe'),
  notificationList: () => import('@/services/notificationList'),
  webhooks: () => import('@/services/webhooks'),
  tokens: () => import('@/services/tokens'),
};
