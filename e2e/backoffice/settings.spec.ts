// The console's settings reach the portal: an admin puts the default merchant into maintenance
// from the settings section and a player's open portal shows the maintenance screen at its next
// status poll; the admin lifts it and the portal comes back. Two browser contexts: the staff
// member's console and the player's portal.
import { expect, test } from '@playwright/test';
import { STATUS_POLL_MS } from '../../server/shared/timing';
import { resetSystem } from '../support';
import { newStaff, signIn } from './staff';

test.afterEach(async ({ request }) => resetSystem(request));

test('[STATUS-02] an admin puts the merchant into maintenance in the console; the open portal shows it, then comes back when it is lifted', async ({ browser }) => {
  const staffContext = await browser.newContext();
  const playerContext = await browser.newContext();
  try {
    const player = await playerContext.newPage();
    await player.addInitScript(() => localStorage.setItem('region', 'NG'));
    await player.clock.install();
    await player.goto('/');
    await expect(player.getByTestId('maintenance-page')).toHaveCount(0);

    const office = await staffContext.newPage();
    await signIn(office, await newStaff(office.request, 'admin'));
    await office.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Settings' }).click();
    await expect(office).toHaveURL(/\/backoffice\/settings/);
    await expect(office.getByTestId('bo-settings-merchant')).toHaveValue('NG');

    const form = office.getByTestId('bo-settings-maintenance');
    await expect(form.getByRole('heading', { name: 'Maintenance of NG' })).toBeVisible();
    await form.getByLabel('In maintenance').check();
    await form.getByLabel('Title shown to visitors').fill('Scheduled upgrade');
    await form.getByLabel('Text shown to visitors').fill('We are upgrading our systems.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByTestId('bo-settings-saved')).toBeVisible();

    // The player's page asks for the status again on its poll.
    await player.clock.runFor(STATUS_POLL_MS);
    await expect(player.getByTestId('maintenance-page')).toBeVisible();
    await expect(player.getByTestId('maintenance-title')).toHaveText('Scheduled upgrade');
    await expect(player.getByTestId('maintenance-info')).toContainText('We are upgrading our systems.');

    // The console reads what it saved.
    await office.reload();
    await expect(office.getByTestId('bo-settings-maintenance').getByLabel('In maintenance')).toBeChecked();
    await expect(office.getByTestId('bo-settings-maintenance').getByLabel('Title shown to visitors')).toHaveValue('Scheduled upgrade');

    await office.getByTestId('bo-settings-maintenance').getByLabel('In maintenance').uncheck();
    await office.getByTestId('bo-settings-maintenance').getByRole('button', { name: 'Save' }).click();
    await expect(office.getByTestId('bo-settings-maintenance').getByTestId('bo-settings-saved')).toBeVisible();

    await player.clock.runFor(STATUS_POLL_MS);
    await expect(player.getByTestId('maintenance-page')).toHaveCount(0);
  } finally {
    await staffContext.close();
    await playerContext.close();
  }
});
