/** SPEC.md section 9: a share host plus /plan/{shareCode}; the host is set at build time (README). */
export function shareLink(shareCode: string): string {
  const host = (import.meta.env.VITE_SHARE_HOST || window.location.origin).replace(/\/+$/, '');
  return `${host}/plan/${shareCode}`;
}
