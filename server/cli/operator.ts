// Operator command line: changes the database through the same services (and audit
// log) as the operator routes: system data behind /api/system/status, and money
// (deposits, withdrawals, disputes, adjustments, settings, the deadline job) and the
// staff's side of the customer-service chats, and the back office's first admin.
//
//   npx tsx server/cli/operator.ts system --maintenance on --title "Upgrade" --info "Back at 06:00" [--merchant NG]
//   npm run operator -- deposit approve 12
//
// It uses DATABASE_URL or PGLITE_DIR like the server. PGlite is one process's
// database: stop the server first, or use PUT /api/operator/system while it runs.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { MaintenanceInput, SystemChange } from '../shared/wire/operator';
import { createServices } from '../services';
import { CHAT_USAGE, runChatCommand } from './chat';
import { readStdin, runStaffCommand, STAFF_USAGE } from './staff';
import { runMoneyCommand, MONEY_COMMANDS, MONEY_USAGE } from './money';
import { SWITCH_NAMES, type SwitchName } from '../system/system';
import { cliActor, onDatabase, usageMistake } from './database';

export const USAGE = `Usage: npx tsx server/cli/operator.ts system [options]
       npx tsx server/cli/operator.ts <money command> | chat <command> | staff <command> (below)

  --merchant CODE                 merchant to change (default: the default merchant)
  --maintenance on|off            the merchant's maintenance
  --global-maintenance on|off     maintenance of every merchant
  --title TEXT --info TEXT        maintenance title and info text
  --end-time ISO                  announced end of maintenance (e.g. 2030-01-31T06:00:00Z)
  --allowed CC,CC                 served countries (ISO codes)
  --restricted-countries CC,CC    countries shown the region block ('' for none)
  --restricted-cidrs CIDR,CIDR    IP ranges shown the region block ('' for none)
  --region-info TEXT              text of the region-block screen
  --switch NAME=0|1               a feature switch (repeatable): ${SWITCH_NAMES.join(', ')}
  --cs-bar on|off                 the right-hand customer-service bar
  --time-zone ZONE                the merchant's IANA time zone (e.g. Africa/Lagos): whose day the age rule counts

${MONEY_USAGE}

${CHAT_USAGE}

${STAFF_USAGE}`;

class UsageError extends Error {}

function onOff(name: string, value: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`--${name} takes on or off, not "${value}"`);
}

const list = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);

/** Turns command-line options into one system change. */
export function parseSystemArgs(argv: string[]): SystemChange {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      merchant: { type: 'string' },
      maintenance: { type: 'string' },
      'global-maintenance': { type: 'string' },
      title: { type: 'string' },
      info: { type: 'string' },
      'end-time': { type: 'string' },
      allowed: { type: 'string' },
      'restricted-countries': { type: 'string' },
      'restricted-cidrs': { type: 'string' },
      'region-info': { type: 'string' },
      switch: { type: 'string', multiple: true },
      'cs-bar': { type: 'string' },
      'time-zone': { type: 'string' },
    },
  });
  if (positionals[0] !== 'system' || positionals.length > 1) throw new UsageError('Expected the command "system"');
  const change: SystemChange = {};
  if (values.merchant !== undefined) change.merchantCode = values.merchant;
  const window = (enabled: boolean): MaintenanceInput => ({
    enabled,
    title: values.title ?? '',
    info: values.info ?? '',
    endTime: values['end-time'] ?? null,
  });
  if (values.maintenance !== undefined) change.maintenance = window(onOff('maintenance', values.maintenance));
  if (values['global-maintenance'] !== undefined) change.globalMaintenance = window(onOff('global-maintenance', values['global-maintenance']));
  if (values.allowed !== undefined) change.allowedCountries = list(values.allowed);
  if (values['restricted-countries'] !== undefined) change.restrictedCountries = list(values['restricted-countries']);
  if (values['restricted-cidrs'] !== undefined) change.restrictedCidrs = list(values['restricted-cidrs']);
  if (values['region-info'] !== undefined) change.regionInfo = values['region-info'];
  if (values['cs-bar'] !== undefined) change.csBarEnabled = onOff('cs-bar', values['cs-bar']);
  if (values['time-zone'] !== undefined) change.timeZone = values['time-zone'];
  for (const entry of values.switch ?? []) {
    const [name = '', setting] = entry.split('=');
    if (!(SWITCH_NAMES as readonly string[]).includes(name) || (setting !== '0' && setting !== '1')) {
      throw new UsageError(`--switch takes NAME=0|1 with NAME one of ${SWITCH_NAMES.join(', ')}`);
    }
    change.switches = { ...change.switches, [name as SwitchName]: setting === '1' ? 1 : 0 };
  }
  if (Object.keys(change).filter((k) => k !== 'merchantCode').length === 0) throw new UsageError('Nothing to change');
  return change;
}

/** Runs the command; resolves with the process exit code. */
export async function runOperatorCli(argv: string[], env: NodeJS.ProcessEnv = process.env, out: (line: string) => void = console.log, input: () => Promise<string> = readStdin): Promise<number> {
  if (argv[0] !== undefined && (MONEY_COMMANDS as readonly string[]).includes(argv[0])) return runMoneyCommand(argv, env, out, USAGE);
  if (argv[0] === 'chat') return runChatCommand(argv, env, out, USAGE);
  if (argv[0] === 'staff') return runStaffCommand(argv, env, out, USAGE, input);
  let change: SystemChange;
  try {
    change = parseSystemArgs(argv);
  } catch (err) {
    return usageMistake(err, USAGE, out);
  }
  return onDatabase(env, out, async (store) => {
    const services = createServices(store.db, { statusCacheMs: 0 });
    const { merchantCode } = await services.operator.updateSystem(change, { name: cliActor(), ip: null });
    const status = await services.system.status(merchantCode, undefined);
    out(JSON.stringify({ merchantCode, status: status.status, maintenance: status.maintenance ?? null, switches: status.switches, allowedCountries: status.merchant.allowedCountries }, null, 2));
    return 0;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runOperatorCli(process.argv.slice(2));
}
