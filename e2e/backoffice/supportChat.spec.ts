// Support chat live from both sides: a member writes to customer service from the portal's chat
// page; a support staff member signed in to the console sees the conversation and the message
// arrive without reloading, replies (signed with their own name, from their session), and the
// member sees the reply arrive in turn.
import { expect, test } from '@playwright/test';
import { AccountApi } from '../accounts/support';
import { dismissNotice, memberPage } from '../money/support';
import { newStaff, signIn } from './staff';

test('[CONTENT-29] a member writes to support; the support staff member sees it live in the console and replies; the member sees the reply live', async ({ browser, baseURL, request }) => {
  const registered = await new AccountApi(request).register();
  const member = await memberPage(browser, baseURL!, registered.account, registered.password);
  const staffContext = await browser.newContext({ baseURL });
  const support = { page: await staffContext.newPage(), close: () => staffContext.close() };
  await support.page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signIn(support.page, await newStaff(request, 'support'));
  try {
    // The member opens the support chat and says hello: the conversation starts.
    await member.page.goto('/chat');
    await dismissNotice(member.page);
    await expect(member.page.getByTestId('chat-room')).toBeVisible();
    await member.page.getByTestId('chat-input').fill('Hello, anyone there?');
    await member.page.getByTestId('chat-send').click();
    await expect(member.page.getByTestId('chat-line').last()).toContainText('Hello, anyone there?');

    // Support's console: the conversation is in the list (waiting for an answer), opened.
    const nav = support.page.getByRole('navigation', { name: 'Back office sections' });
    await nav.getByRole('link', { name: 'Support chat' }).click();
    await expect(support.page).toHaveURL(/\/backoffice\/chat$/);
    const row = support.page.getByTestId('bo-chat-row').filter({ hasText: registered.account });
    await expect(row).toContainText('Waiting for an answer');
    await row.getByRole('button', { name: `Open the conversation with ${registered.account}` }).click();
    const conversation = support.page.getByTestId('bo-chat-conversation');
    await expect(conversation.getByTestId('bo-chat-line')).toHaveText([/Hello, anyone there\?/]);

    // The member writes again: it appears in the console without a reload.
    const question = `My withdrawal is late ${Date.now().toString(36)}`;
    await member.page.getByTestId('chat-input').fill(question);
    await member.page.getByTestId('chat-send').click();
    await expect(conversation.getByTestId('bo-chat-line').last()).toContainText(question);

    // The reply is signed with the staff member's display name; the member sees it arrive.
    await conversation.getByLabel('Your reply (signed with your name)').fill('We are checking it now.');
    await conversation.getByRole('button', { name: 'Send' }).click();
    await expect(conversation.getByTestId('bo-chat-line').last()).toContainText('E2E support (staff)');
    const reply = member.page.getByTestId('chat-line').filter({ hasText: 'We are checking it now.' });
    await expect(reply).toBeVisible();
    await expect(reply).toContainText('E2E support');
    await expect(row).toContainText('Answered');
  } finally {
    await support.close();
    await member.context.close();
  }
});
