import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openWithPerson } from './openWithPerson';
import { GRACE_ID, detail, person } from './peopleFixtures';

/** Stored text is shown as text: markup a user typed never becomes part of the page. */
const MARKUP = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>';

describe('text with markup on a person page', () => {
  it('is shown literally, escaped, and runs nothing', async () => {
    const name = `Eve ${MARKUP}`;
    await openWithPerson(`/network/${GRACE_ID}`, name, detail({ personDetails: person({ personName: name, personNotes: `Notes ${MARKUP} 😀\u0007` }) }));
    expect(screen.getAllByText(name, { exact: true }).length).toBeGreaterThan(0);
    expect(screen.getByText(`Notes ${MARKUP} 😀\u0007`)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });
});
