/**
 * The name of the unique index a write broke (SQLSTATE 23505), or undefined for any other error.
 * Drivers wrap the database error, so the cause chain is searched.
 */
export function brokenUniqueIndex(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : 'unknown';
  }
  return undefined;
}

/**
 * The database's message when it refused a value sent by the user (SQLSTATE class 22, data exception:
 * a number out of range, an impossible date, text it cannot encode), or undefined for any other error.
 */
export function dataExceptionMessage(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && code.startsWith('22')) return typeof message === 'string' ? message : code;
  }
  return undefined;
}
