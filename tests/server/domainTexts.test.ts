import { describe, expect, it } from 'vitest';
import { eventTitle } from '@/domain/eventTitle';
import { slotLabel } from '@/domain/timesOfDay';
import { i18nFor } from '@/server/i18n';

const dinnerWithGrace = { eventTitle: null, eventActivity: 'dinner', personName: 'Grace Hopper', status: 'proposed' } as const;

/** The server reads src/domain's catalogue beside its own (src/server/i18n.ts). */
describe("the server's domain texts", () => {
  it('are English by default, as the server said them before', () => {
    expect(eventTitle(dinnerWithGrace)).toBe('dinner with Grace Hopper?');
    expect(slotLabel('noon')).toBe('Noon');
  });

  it("are in the recipient's language when given its texts", () => {
    expect(eventTitle(dinnerWithGrace, i18nFor('de'))).toBe('Abendessen mit Grace Hopper?');
    expect(eventTitle(dinnerWithGrace, i18nFor('es'))).toBe('¿Cena con Grace Hopper?');
    expect(slotLabel('noon', i18nFor('nl'))).toBe('Middag');
  });
});
