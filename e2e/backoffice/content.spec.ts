// The console's content end to end, in two browsers: a content staff member writes a notice in
// the console, with its Vietnamese title, and publishes it; a visitor on the portal sees it on
// the notice bar at once, in English, and a visitor reading Vietnamese sees the translation.
import { expect, test } from '@playwright/test';
import { VISITOR_IP } from '../support';
import { newStaff, signIn } from './staff';

test('a content staff member publishes a notice and a visitor sees it on the portal', async ({ browser, request }) => {
  const title = `Weekend cashback ${Date.now().toString(36)}`;
  const staff = await browser.newContext();
  const console = await staff.newPage();
  await signIn(console, await newStaff(request, 'content'));
  const nav = console.getByRole('navigation', { name: 'Back office sections' });
  await expect(nav.getByRole('link')).toHaveText(['Activity applications', 'Points redemptions', 'Content']);
  await nav.getByRole('link', { name: 'Content' }).click();
  await expect(console).toHaveURL(/\/backoffice\/content\/notices$/);
  await expect(console.getByTestId('bo-content-table')).toBeVisible();

  await console.getByRole('button', { name: 'New item' }).click();
  const editor = console.getByTestId('bo-content-editor');
  await editor.getByRole('textbox', { name: 'Title' }).fill(title);
  await editor.getByRole('textbox', { name: 'Text' }).fill('Ten per cent back on weekend losses.');
  await editor.getByRole('tab', { name: 'Tiếng Việt' }).click();
  await editor.getByRole('textbox', { name: 'Title' }).fill(`Hoàn tiền ${title}`);
  await expect(editor.getByRole('complementary', { name: 'What players see' })).toContainText('Ten per cent back on weekend losses.');
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved. Players see it now.');
  await expect(console.getByTestId('bo-content-row').filter({ hasText: title })).toContainText('Published');

  const visitors = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_IP.NG } });
  await visitors.addInitScript(() => localStorage.setItem('region', 'NG'));
  const portal = await visitors.newPage();
  await portal.goto('/');
  await expect(portal.getByTestId('notice-bar-item').filter({ hasText: title })).toHaveCount(1);

  const vietnamese = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_IP.NG } });
  await vietnamese.addInitScript(() => {
    localStorage.setItem('region', 'NG');
    localStorage.setItem('lang', 'vi');
  });
  const portalVi = await vietnamese.newPage();
  await portalVi.goto('/');
  await expect(portalVi.getByTestId('notice-bar-item').filter({ hasText: `Hoàn tiền ${title}` })).toHaveCount(1);

  await Promise.all([staff.close(), visitors.close(), vietnamese.close()]);
});
