/**
 * A route's documented path and, hidden from the API document, the path it answered at before the
 * document's paths were made unambiguous (issue 28): clients that call the old path keep working.
 *
 *   for (const { url, hide } of atPaths('/invitecodes/:code', '/users/byinvitecode/:code')) app.get(url, { schema: { hide, … } }, handler);
 */
export const atPaths = (documented: string, legacy: string) => [{ url: documented, hide: false }, { url: legacy, hide: true }] as const;
