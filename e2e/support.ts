import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SystemChange } from '../server/shared/wire/operator';

/** Operator key of the development server the specs run against (playwright.config.ts). */
export const OPERATOR_KEY = 'dev-operator-key';

/** Changes the data behind /api/system/status through the operator API, as an operator would. */
export async function setSystem(request: APIRequestContext, settings: SystemChange): Promise<void> {
  const response = await request.put('/api/operator/system', {
    headers: { 'X-Operator-Key': OPERATOR_KEY },
    data: settings,
  });
  if (!response.ok()) throw new Error(`operator call failed: ${response.status()} ${await response.text()}`);
}

/** Puts the default merchant back to normal: no maintenance, no restriction. */
export async function resetSystem(request: APIRequestContext): Promise<void> {
  await setSystem(request, { merchantCode: 'NG', maintenance: null, restrictedCountries: [], restrictedCidrs: [] });
}

/** Every route of spec section 2, as a visitor types it. */
export const ROUTES = [
  '/', '/index', '/index.html', '/home', '/login', '/register', '/register.html', '/forget',
  '/changePassword', '/noticePage', '/vip', '/pointMall', '/live', '/sports', '/esports', '/elott',
  '/cockfight', '/rng', '/rng?page=2', '/pvp', '/fish', '/lottery', '/vnlottery', '/promotions',
  '/promoDetail', '/seamless', '/fbsports', '/help', '/help#terms', '/helpmc', '/down', '/download',
  '/join', '/game', '/agentHome',
];

export { VISITOR_IP } from './visitors';

/**
 * Opens the header's member menu. It opens on hover; a header that re-renders under a
 * resting pointer (the member answer arriving) can close it again, and a pointer that
 * never left gives no new mouseenter, so each try moves the pointer away first.
 */
export async function openMemberMenu(page: Page) {
  const menu = page.getByTestId('member-menu');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByTestId('header-member-button').hover();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return menu;
}
