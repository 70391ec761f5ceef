import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, success } from '../support/fixtures';
import { RULE_ID, ignoreRule, signedInAt } from './integrationFixtures';

/** MUI's dialog leaves with a transition, hiding the page meanwhile. */
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

describe('/settings/ignorerules', () => {
  it('says when there are no rules', async () => {
    const app = await signedInAt('/settings/ignorerules');
    await app.fakes.settle('fetchIgnoreRules', { output: success([]) });
    await screen.findByText(/^No ignore rules/);
  });

  it('lists the rules and deletes one after a confirmation, or says why not', async () => {
    const app = await signedInAt('/settings/ignorerules');
    await app.fakes.settle('fetchIgnoreRules', {
      output: success([ignoreRule(), ignoreRule({ ruleId: 'b1f2c3d4-4e5f-4a6b-8c7d-9e0f1a2b3c03', matchPattern: 'Dentist', whichEventsToIgnore: 'single_event' })]),
    });
    const rules = await screen.findByRole('list', { name: 'Ignore rules' });
    expect(within(rules).getAllByRole('listitem').map((item) => item.textContent?.replace('Delete', ''))).toEqual([
      'standupAll events containing this text', 'DentistOnly the event it was made from',
    ]);

    await app.user.click(screen.getByRole('button', { name: "Delete rule 'standup'" }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    expect(app.fakes.isRunning('deleteIgnoreRule')).toBe(false);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(app.fakes.inputsOf('deleteIgnoreRule')).toEqual([RULE_ID]);
    await app.fakes.settle('deleteIgnoreRule', { output: failure('Rule not found') });
    await screen.findByText('Error deleting rule: Rule not found');
    await dialogClosed();

    await app.user.click(screen.getByRole('button', { name: "Delete rule 'standup'" }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Delete this rule?' })).getByRole('button', { name: 'Delete' }));
    await app.fakes.settle('deleteIgnoreRule', { output: success({ ruleId: RULE_ID }) });
    // The list loads again without the rule.
    await app.fakes.settle('fetchIgnoreRules', { output: success([]) });
    await screen.findByText(/^No ignore rules/);
  });
});
