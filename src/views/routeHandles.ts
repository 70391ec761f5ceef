/** The route `handle` of a page in the shell that shows itself signed out too, rather than sending to /login. */
export const SIGNED_OUT_TOO = { signedOutToo: true } as const;
