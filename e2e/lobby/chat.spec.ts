// Chat against the real server: two members sit down at the same card room on /pvp and
// talk in the game popup's chat room; the demo member writes to customer service from
// the customer-service bar's own chat (a 440x750 window) and reads the staff's answer.
// Screenshots of the popup and the chat window in English and Vietnamese, light and dark.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DEMO } from '../accounts/support';
import { OPERATOR_KEY } from '../support';
import { dismissNotice, memberPage } from '../money/support';
import { saveScreen } from '../screens';

const mask = (account: string) => `${account.slice(0, 2)}${'*'.repeat(Math.min(4, account.length - 3))}${account.slice(-1)}`;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await saveScreen(page, testInfo, `lobby/chat-${name}`);
}

async function sitAtFirstRoom(page: Page) {
  await page.goto('/pvp');
  await dismissNotice(page);
  const room = page.getByTestId('pvp-room').first();
  await expect(room).toBeVisible();
  await room.click();
  await expect(page.getByTestId('game-popup')).toBeVisible();
  await expect(page.getByTestId('chat-room')).toBeVisible();
}

test('[LOBBY-45][LOBBY-32][SHELL-83][SHELL-84] two members at the same card room talk in the game popup\'s chat room', async ({ browser, baseURL }, testInfo) => {
  const demo = await memberPage(browser, baseURL!, DEMO.member.account, DEMO.member.password);
  const agent = await memberPage(browser, baseURL!, DEMO.agent.account, DEMO.agent.password);
  try {
    const rooms = demo.page.waitForResponse((r) => r.url().includes('/api/games/pvp/rooms'));
    await sitAtFirstRoom(demo.page);
    expect((await rooms).request().method()).toBe('GET');
    // The popup names the room and frames the game beside the chat; the page behind does not scroll.
    await expect(demo.page.getByTestId('game-popup')).toContainText('·');
    await expect(demo.page.getByTestId('game-frame')).toBeVisible({ timeout: 20_000 });
    expect(await demo.page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // A large overlay: a click on the background leaves it open.
    await demo.page.getByTestId('game-popup-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(demo.page.getByTestId('game-popup')).toBeVisible();

    const input = demo.page.getByTestId('chat-input');
    await input.fill('x'.repeat(301));
    await expect(demo.page.getByTestId('chat-hint')).toHaveText('A message has 1 to 300 characters on one line.');
    await expect(demo.page.getByTestId('chat-send')).toBeDisabled();
    const words = `good luck ${Date.now().toString(36)}`;
    await input.fill(words);
    await demo.page.getByTestId('chat-send').click();
    await expect(demo.page.getByTestId('chat-line').last()).toContainText(words);
    await expect(demo.page.getByTestId('chat-line').last()).toContainText('You');
    await expect(input).toHaveValue('');

    // The agent opens the same game's popup from the address the demo member is on.
    await agent.page.goto(new URL(demo.page.url()).pathname + new URL(demo.page.url()).search);
    await dismissNotice(agent.page);
    const seen = agent.page.getByTestId('chat-line').filter({ hasText: words });
    await expect(seen).toBeVisible();
    await expect(seen).toContainText(mask(DEMO.member.account));
    await expect(seen).not.toContainText(DEMO.member.account);
    const answer = `thanks ${Date.now().toString(36)}`;
    await agent.page.getByTestId('chat-input').fill(answer);
    await agent.page.getByTestId('chat-input').press('Enter');
    await expect(agent.page.getByTestId('chat-line').last()).toContainText(answer);

    // The demo member's room brings the answer on its next poll (every 3 s).
    await expect(demo.page.getByTestId('chat-line').filter({ hasText: answer })).toBeVisible({ timeout: 10_000 });
    await shot(demo.page, testInfo, 'game-popup-en-light');

    // Escape closes the popup; the hall is back and scrolls again.
    await demo.page.keyboard.press('Escape');
    await expect(demo.page.getByTestId('game-popup')).toHaveCount(0);
    expect(new URL(demo.page.url()).searchParams.get('play')).toBeNull();
    expect(await demo.page.evaluate(() => document.body.style.overflow)).toBe('');
  } finally {
    await demo.context.close();
    await agent.context.close();
  }
});

test('[CONTENT-34][CONTENT-29][SHELL-74] the member chats with customer service in a 440x750 window and reads the staff\'s answer', async ({ browser, baseURL }, testInfo) => {
  const demo = await memberPage(browser, baseURL!, DEMO.member.account, DEMO.member.password);
  try {
    await demo.page.goto('/');
    await dismissNotice(demo.page);
    const [popup] = await Promise.all([demo.page.waitForEvent('popup'), demo.page.getByTestId('cs-bar-member-chat').click({ force: true })]);
    await popup.waitForURL(/\/chat$/);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 750]);
    await expect(popup.getByTestId('support-chat')).toBeVisible();
    await expect(popup.getByTestId('chat-room')).toBeVisible();

    const question = `where is my deposit ${Date.now().toString(36)}`;
    await popup.getByTestId('chat-input').fill(question);
    await popup.getByTestId('chat-send').click();
    await expect(popup.getByTestId('chat-line').last()).toContainText(question);

    // The staff find the question in their inbox and answer it.
    const api = demo.page.request;
    const headers = { 'x-operator-key': OPERATOR_KEY };
    const inbox = await (await api.get(`/api/operator/chat/support?merchantCode=NG&account=${DEMO.member.account}`, { headers })).json();
    const room = inbox.value.items.find((r: { account: string }) => r.account === DEMO.member.account);
    expect(room).toMatchObject({ lastMessage: question, unread: 1 });
    const reply = await api.post(`/api/operator/chat/support/${room.memberId}/messages?merchantCode=NG`, { headers, data: { body: 'We are checking it now.', staffName: 'Mia' } });
    expect(reply.ok()).toBe(true);
    const answer = popup.getByTestId('chat-line').filter({ hasText: 'We are checking it now.' });
    await expect(answer).toBeVisible({ timeout: 10_000 });
    await expect(answer).toContainText('Mia · Customer service');
    await shot(popup, testInfo, 'support-chat-en-light');
  } finally {
    await demo.context.close();
  }
});

test('[LOBBY-45][CONTENT-34] screenshots of the game popup and the customer-service chat in English and Vietnamese, light and dark', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  for (const lang of ['en', 'vi'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const demo = await memberPage(browser, baseURL!, DEMO.member.account, DEMO.member.password, { theme });
      await demo.page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      try {
        await sitAtFirstRoom(demo.page);
        await expect(demo.page.getByTestId('game-frame')).toBeVisible({ timeout: 20_000 });
        // The picture shows the game itself, not the frame still loading.
        await expect(demo.page.frameLocator('[data-testid="game-frame"]').getByTestId('house-spin')).toBeVisible({ timeout: 20_000 });
        await shot(demo.page, testInfo, `game-popup-${lang}-${theme}`);
        await demo.page.setViewportSize({ width: 440, height: 750 });
        await demo.page.goto('/chat');
        await expect(demo.page.getByTestId('chat-room')).toBeVisible();
        await shot(demo.page, testInfo, `support-chat-${lang}-${theme}`);
        await demo.page.setViewportSize({ width: 1280, height: 800 });
        await demo.page.goto('/pvp');
        await dismissNotice(demo.page);
        await expect(demo.page.getByTestId('pvp-room').first()).toBeVisible();
        await shot(demo.page, testInfo, `pvp-rooms-${lang}-${theme}`);
      } finally {
        await demo.context.close();
      }
    }
  }
});
