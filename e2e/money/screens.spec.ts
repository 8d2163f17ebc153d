// Screenshots of every page of the personal centre in the light and the dark theme, as
// the demo member sees them (manual rebate switched on for the occasion), saved under
// test-results/screens/centre/ and attached to the report for a person to look at.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { CENTRE_PAGES } from '../../machines/centrePages';
import { DEMO } from '../accounts/support';
import { currentSwitches, dismissNotice, memberPage, openCentrePage, OperatorApi } from './support';
import { saveScreen } from '../screens';

/** The page has loaded what it shows: no spinner, nothing busy, no error. */
async function settled(page: Page, pageId: string) {
  const main = page.getByTestId('centre-main');
  await expect(main.getByTestId(`centre-page-${pageId}`)).toBeVisible();
  await expect(main.locator('.spinner')).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main.getByTestId('centre-page-failed')).toHaveCount(0);
  await expect(main.getByRole('alert'), `${pageId} shows no error`).toHaveCount(0);
}

/** The screen as the member sees it; `scrolledTo`: with the centre scrolled to that part first. */
async function save(page: Page, testInfo: TestInfo, name: string, scrolledTo?: Locator) {
  await scrolledTo?.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  // Entrance transitions are fast-forwarded to their end, endless ones (the banner behind) stopped.
  await saveScreen(page, testInfo, `centre/${name}`);
}

test('[WALLET-09][WALLET-12][WALLET-13][WALLET-14][WALLET-15][WALLET-16][WALLET-17][WALLET-18][WALLET-21] every page of the personal centre renders, in the light and the dark theme', async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const operator = new OperatorApi(request);
  const switches = await currentSwitches(request);
  await operator.switches({ MANPLAYREB3: 1 });
  const { context, page } = await memberPage(browser, testInfo.project.use.baseURL!, DEMO.member.account, DEMO.member.password, { theme: 'light' });
  try {
    await page.goto('/?personal=securityCenter');
    await dismissNotice(page);
    await expect(page.getByTestId('personal-centre')).toBeVisible();
    await expect(page.getByTestId('centre-menu').getByRole('link'), 'manual rebate is in the menu while MANPLAYREB3 is on').toHaveCount(CENTRE_PAGES.length);
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        // The member's own switch in the header, behind the centre.
        await page.getByTestId('centre-close').click();
        await page.getByTestId('theme-switch').click();
        await page.goto('/?personal=securityCenter');
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const pageId of CENTRE_PAGES) {
        await test.step(`${pageId}, ${theme}`, async () => {
          await openCentrePage(page, pageId);
          await settled(page, pageId);
          await save(page, testInfo, `${pageId}-${theme}`);
          // The withdrawals with their confirmation cards sit below the fold.
          if (pageId === 'withdraw') await save(page, testInfo, `withdraw-history-${theme}`, page.getByTestId('withdraw-history'));
        });
      }
    }
  } finally {
    await operator.switches({ MANPLAYREB3: switches.MANPLAYREB3 ?? 0 });
    await context.close();
  }
});
