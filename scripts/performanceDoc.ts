import fs from 'node:fs';

export const PERFORMANCE_DOC = 'docs/PERFORMANCE.md';

/**
 * Rewrites one generated section of docs/PERFORMANCE.md: what lies between `start` and `end`
 * (both markers included in `body`) is replaced; a missing section is appended under `heading`.
 * The bench and Lighthouse each own one section, and the prose around them stays.
 */
export function writeDocSection({ heading, start, end, body }: { heading: string; start: string; end: string; body: string }) {
  const doc = fs.existsSync(PERFORMANCE_DOC) ? fs.readFileSync(PERFORMANCE_DOC, 'utf8') : '# Performance\n';
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next = from >= 0 && to > from
    ? doc.slice(0, from) + body + doc.slice(to + end.length)
    : `${doc.trimEnd()}\n\n${heading}\n\n${body}\n`;
  fs.writeFileSync(PERFORMANCE_DOC, next);
}
