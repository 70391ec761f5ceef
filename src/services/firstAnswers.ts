import { FIRST_ANSWERS_ELEMENT_ID } from '@/domain/pages';

/**
 * The answers of the API the server put into the page's HTML for its first screen, by key
 * (src/domain/pages.ts, src/server/firstScreenAnswers.ts), read once: none when the page came
 * without them (the development server, a page without such answers).
 */
export function takeFirstAnswers(): Map<string, unknown> {
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  element?.remove();
  if (!element?.textContent) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}
