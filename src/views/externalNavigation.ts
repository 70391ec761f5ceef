/**
 * Leaving the app for a server page (the provider's consent starts at the server). An object, so
 * that a view test can watch the navigation instead of letting the test page leave.
 */
export const externalNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
