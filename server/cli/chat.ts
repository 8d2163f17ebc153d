// The chat commands of the operator command line: the staff's side of the members'
// chats with customer service (the same service, checks and audit log as the
// /api/operator/chat routes), straight on the database.
import { parseArgs } from 'node:util';
import { createServices } from '../services';
import { cliActor, onDatabase, usageMistake } from './database';

export const CHAT_USAGE = `Chat commands (customer service):
  chat inbox [--merchant CODE] [--page N]              members' chats, unanswered first, 15 a page, with unread counts
  chat read MEMBER_ID [--merchant CODE]                a member's chat (marks it read)
  chat reply MEMBER_ID --as NAME --text TEXT [--merchant CODE]
  chat hide MESSAGE_ID [--merchant CODE]               hide a message from every room`;

class UsageError extends Error {}

/** Runs a chat command; resolves with the process exit code. */
export async function runChatCommand(argv: string[], env: NodeJS.ProcessEnv, out: (line: string) => void, usage: string): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { merchant: { type: 'string' }, as: { type: 'string' }, text: { type: 'string' }, page: { type: 'string' } } });
    const [, action, id] = parsed.positionals;
    if (!['inbox', 'read', 'reply', 'hide'].includes(action ?? '')) throw new UsageError('Expected chat inbox, read, reply or hide');
    if (action !== 'inbox' && !/^\d{1,18}$/.test(id ?? '')) throw new UsageError(`chat ${action} needs a numeric id`);
    if (action === 'reply' && (!parsed.values.as || !parsed.values.text)) throw new UsageError('chat reply needs --as NAME and --text TEXT');
    if (parsed.values.page !== undefined && !/^[1-9]\d{0,4}$/.test(parsed.values.page)) throw new UsageError('--page needs a page number from 1');
  } catch (err) {
    return usageMistake(err, usage, out);
  }
  const [, action, id = ''] = parsed.positionals;
  const merchant = parsed.values.merchant ?? 'NG';
  return onDatabase(env, out, async (store) => {
    const { chat, audit } = createServices(store.db, { statusCacheMs: 0 });
    let answer: unknown;
    // The inbox prints its page's rooms (the console pages the same list).
    if (action === 'inbox') answer = (await chat.staffRooms({ merchantCode: merchant, page: Number(parsed.values.page ?? '1') })).items;
    else if (action === 'read') answer = await chat.staffRoom(merchant, Number(id));
    else if (action === 'reply') {
      answer = await chat.staffReply(merchant, Number(id), parsed.values.as!, parsed.values.text);
      await audit.write({ actor: cliActor(), ip: null, action: 'chat.reply', details: { merchantCode: merchant, memberId: Number(id), messageId: (answer as { id: string }).id } });
    } else {
      answer = await chat.hide(merchant, id);
      await audit.write({ actor: cliActor(), ip: null, action: 'chat.hide', details: { merchantCode: merchant, messageId: id } });
    }
    out(JSON.stringify(answer, null, 2));
    return 0;
  });
}
