/**
 * A redirect target is used only when it is a path inside the app: it starts with '/', but not
 * with '//' or '/\' (which browsers read as another host), and holds no control characters
 * (URL parsing drops tabs and newlines, so '/\t/evil.example' would become '//evil.example').
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/')) return null;
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  if (/[\u0000-\u001F\u007F]/.test(target)) return null;
  return target;
}
