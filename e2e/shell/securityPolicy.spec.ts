// The portal under its own content security policy (server/http/securityHeaders.ts):
// home, the member's chat popup (which keeps its opener under the opener policy), the
// launcher with the house dice and slot played for real, and a vendor's demo game, with
// no violation reported by any page or frame. Violations are
// caught twice: the `securitypolicyviolation` event of every document (an init script
// runs in each frame) and the browser's own console messages about the policy.
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../accounts/support';
import { dismissNotice, memberPage } from '../money/support';

const VIOLATION = 'csp-violation';

/** Every violation the page and its frames report, as text, into `seen`. */
function watchViolations(page: Page, seen: string[]) {
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(VIOLATION) || /Content Security Policy|Permissions[- ]Policy/i.test(text)) seen.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) seen.push(`pageerror: ${error.message}`);
  });
}

async function gameFrame(page: Page) {
  await expect(page.getByTestId('game-frame')).toBeVisible({ timeout: 20_000 });
  return page.frameLocator('[data-testid="game-frame"]');
}

test('[SHELL-03][SHELL-22][LOBBY-31][SHELL-74] home, the chat popup, the house dice and slot and a vendor demo run under the full policy with no violation', async ({ browser, baseURL }) => {
  const { context, page, member } = await memberPage(browser, baseURL!, DEMO.member.account, DEMO.member.password);
  try {
    await context.addInitScript((marker) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`${marker} ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    }, VIOLATION);
    const violations: string[] = [];
    watchViolations(page, violations);
    context.on('page', (opened) => watchViolations(opened, violations));

    const home = await page.goto('/');
    // The policy is enforced (not report-only) and forbids inline scripts.
    const policy = home!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(policy).toContain("object-src 'none'");
    expect(home!.headers()['content-security-policy-report-only']).toBeUndefined();
    await expect(page.getByTestId('home-providers')).toBeVisible({ timeout: 20_000 });
    // The theme script (a file now) still ran before the app.
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    await dismissNotice(page);

    // Our popup keeps its handle on the page that opened it (same-origin-allow-popups).
    const [chat] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('cs-bar-member-chat').click({ force: true })]);
    await chat.waitForURL(/\/chat$/);
    await expect(chat.getByTestId('support-chat')).toBeVisible();
    expect(await chat.evaluate(() => window.opener !== null)).toBe(true);
    await chat.close();

    await page.goto('/game?vassalage=HOUSE&gameCode=HOUSE_DICE');
    await dismissNotice(page);
    const dice = await gameFrame(page);
    await dice.getByTestId('dice-target-input').fill('50.00');
    await dice.getByTestId('house-roll').click();
    await expect(dice.getByTestId('dice-roll')).toHaveText(/^\d{1,2}\.\d{2}$/);

    await page.goto('/game?vassalage=HOUSE&gameCode=HOUSE_SLOT&nodeId=90001');
    await dismissNotice(page);
    const slot = await gameFrame(page);
    await slot.getByTestId('house-amount-input').fill('1.00');
    await slot.getByTestId('house-spin').click();
    await expect(slot.getByTestId('house-result-win').or(slot.getByTestId('house-result-lose'))).toBeVisible();

    const hall = await member.get<{ games: { nodeId: number; gameCode: string }[] }>('/api/games?gameType=RNG&vassalage=NOVA_SLOTS');
    const game = hall.games[0]!;
    await page.goto(`/game?vassalage=NOVA_SLOTS&gameCode=${game.gameCode}&nodeId=${game.nodeId}`);
    await dismissNotice(page);
    const demo = await gameFrame(page);
    await expect(demo.getByTestId('house-demo-banner')).toBeVisible();

    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});
