// Right to left for Arabic, Persian and Urdu (spec section 9, spec-notes 15): the document
// reads right to left, the layout mirrors (the header's logo on the right, the menu's first
// entry at the right end), amounts keep reading left to right, and the pages are looked at
// in screenshots (Arabic light and dark, Persian, Urdu; test-results/screens/rtl/).
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { AccountApi, presetVisitor } from '../accounts/support';
import { saveScreen, untilSettled } from '../screens';

async function open(page: Page, request: APIRequestContext, lang: string, theme: 'light' | 'dark' = 'light') {
  await presetVisitor(page, new AccountApi(request), { lang, theme });
  await page.goto('/');
  await expect(page.getByTestId('header-nav')).toBeVisible();
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await saveScreen(page, testInfo, `rtl/${name}`);
}

/** Where the logo is and in which order the menu's entries stand, left to right on the screen. */
async function layout(page: Page) {
  const width = page.viewportSize()!.width;
  const logo = (await page.getByTestId('brand-logo').first().boundingBox())!;
  const items = await page.locator('.header-nav__item').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
  return { logoOnRight: logo.x > width / 2, firstEntryRightOfLast: items[0]! > items[items.length - 1]! };
}

test('[CONSTANTS-02] English reads left to right: the logo on the left, the menu from the left', async ({ page, request }) => {
  await open(page, request, 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await layout(page)).toEqual({ logoOnRight: false, firstEntryRightOfLast: false });
});

for (const [lang, theme] of [['ar', 'light'], ['ar', 'dark'], ['fa', 'light'], ['ur', 'light']] as const) {
  test(`[CONSTANTS-02] ${lang} (${theme}) reads right to left: the layout mirrors`, async ({ page, request }, testInfo) => {
    await open(page, request, lang, theme);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await layout(page)).toEqual({ logoOnRight: true, firstEntryRightOfLast: true });
    await untilSettled(page);
    await shot(page, testInfo, `${lang}-home-${theme}`);
    await page.getByTestId('header-login').click();
    await expect(page.getByTestId('loginPopupModal')).toBeVisible();
    // The popup's close button sits at its left end, where a right-to-left reader ends the title line.
    const modal = (await page.getByTestId('loginPopupModal').boundingBox())!;
    const close = (await page.getByTestId('loginPopupModal').locator('.modal__close').boundingBox())!;
    expect(close.x).toBeLessThan(modal.x + modal.width / 2);
    await shot(page, testInfo, `${lang}-login-${theme}`);
  });
}
