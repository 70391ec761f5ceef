import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { AVATAR_LABELS } from '@/domain/avatarLabels';
import { ADA, success } from '../support/fixtures';
import { field, fill } from '../support/forms';
import { renderApp } from '../support/renderApp';
import { GRACE_ID, detail, person } from './peopleFixtures';

describe('the person form', () => {
  it('sends every field when adding; the chosen avatar brings its palette colour', async () => {
    const app = renderApp('/network/add');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await screen.findByRole('heading', { name: 'Add person' });

    await fill(app.user, 'Name', 'Katherine Johnson');
    await app.user.click(screen.getByRole('radio', { name: i18n._(AVATAR_LABELS.avatar_group_1) }));
    expect(screen.getByRole('radio', { name: i18n._(AVATAR_LABELS.avatar_group_1) })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: i18n._(AVATAR_LABELS.avatar_male_1) })).toHaveProperty('checked', false);
    await app.user.selectOptions(field('Meet frequency'), 'Every few months');
    await fill(app.user, 'Notes', 'Met at NASA');
    await app.user.selectOptions(field('Messaging platform'), 'WhatsApp');
    expect(screen.getByText('Phone number with country code')).toBeTruthy();
    await fill(app.user, 'Messaging ID', '+1 555 0100');
    await app.user.click(screen.getByRole('button', { name: 'Add person' }));

    expect(app.fakes.inputsOf('createPerson')).toEqual([{
      personName: 'Katherine Johnson',
      personAvatar: 'avatar_group_1',
      personColor: '#E4C1F9',
      meetFrequency: 'everyfewmonths',
      personNotes: 'Met at NASA',
      externalMessagingPlatform: 'whatsapp',
      externalMessagingId: '+1 555 0100',
    }]);
  });

  it('starts editing from the person as saved, and clears emptied fields with null', async () => {
    const app = renderApp(`/network/${GRACE_ID}/edit`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPersonDetail', {
      output: success(detail({
        personDetails: person({
          personNotes: 'Loves sailing', meetFrequency: 'yearly', externalMessagingPlatform: 'telegram', externalMessagingId: 'amazinggrace',
        }),
      })),
    });
    await screen.findByRole('heading', { name: 'Edit person' });
    expect(document.title).toBe('Edit person | FunPlans');
    expect(field('Name')).toHaveProperty('value', 'Grace Hopper');
    expect(field('Notes')).toHaveProperty('value', 'Loves sailing');
    expect(field('Meet frequency')).toHaveProperty('value', 'yearly');
    expect(field('Messaging platform')).toHaveProperty('value', 'telegram');
    expect(field('Messaging ID')).toHaveProperty('value', 'amazinggrace');
    expect(screen.getByRole('radio', { name: i18n._(AVATAR_LABELS.avatar_female_2) })).toHaveProperty('checked', true);

    await app.user.clear(field('Notes'));
    await app.user.selectOptions(field('Messaging platform'), 'None');
    await app.user.clear(field('Messaging ID'));
    await app.user.click(screen.getByRole('radio', { name: i18n._(AVATAR_LABELS.avatar_male_2) }));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(app.fakes.inputsOf('updatePerson')).toEqual([{
      personId: GRACE_ID,
      body: {
        personName: 'Grace Hopper',
        personAvatar: 'avatar_male_2',
        personColor: '#D0F4DE',
        meetFrequency: 'yearly',
        personNotes: null,
        externalMessagingPlatform: null,
        externalMessagingId: null,
      },
    }]);
  });

  it("shows 'Error fetching person' when the person to edit cannot be loaded, and tries again", async () => {
    const app = renderApp(`/network/${GRACE_ID}/edit`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPersonDetail', { output: { status: 'error', errorMessage: 'Person not found' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Error fetching person: Person not found');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await app.fakes.settle('fetchPersonDetail', { output: success(detail()) });
    expect(field('Name')).toHaveProperty('value', 'Grace Hopper');
  });
});
