/**
 * The OpenAPI security requirements of the API's routes (the schemes are declared in app.ts): any
 * one of the listed ways in is enough.
 */
type SecurityRequirements = Record<string, string[]>[];

/** A session: the browser's HttpOnly cookie, or the token of `POST /auth/login` as a bearer token. */
export const SESSION_ONLY: SecurityRequirements = [{ cookieSession: [] }, { bearerSession: [] }];

/** A session, or a personal access token with the scope the method needs. */
export const SIGNED_IN: SecurityRequirements = [...SESSION_ONLY, { accessToken: [] }];
