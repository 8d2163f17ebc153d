import type { Permission } from '../../../../server/shared/staffRoles';
import type { ConsoleKey } from '../../intl';

/** The settings groups of the console, each shown to the roles whose permission changes it. */
export const SETTINGS_GROUPS = [
  { id: 'maintenance', permission: 'settings.manage', title: 'backoffice.settings.group.maintenance' },
  { id: 'vendors', permission: 'risk.manage', title: 'backoffice.settings.group.vendors' },
  { id: 'regions', permission: 'settings.manage', title: 'backoffice.settings.group.regions' },
  { id: 'switches', permission: 'settings.manage', title: 'backoffice.settings.group.switches' },
  { id: 'login', permission: 'settings.manage', title: 'backoffice.settings.group.login' },
  { id: 'registration', permission: 'settings.manage', title: 'backoffice.settings.group.registration' },
  { id: 'signIn', permission: 'settings.manage', title: 'backoffice.settings.group.signIn' },
  { id: 'phone', permission: 'settings.manage', title: 'backoffice.settings.group.phone' },
  { id: 'wallet', permission: 'money.decide', title: 'backoffice.settings.group.wallet' },
  { id: 'customerService', permission: 'settings.manage', title: 'backoffice.settings.group.customerService' },
  { id: 'resources', permission: 'settings.manage', title: 'backoffice.settings.group.resources' },
] as const satisfies readonly { id: string; permission: Permission; title: ConsoleKey }[];

export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];
export type SystemGroupId = Extract<SettingsGroup, { permission: 'settings.manage' }>['id'];

/** Every permission that opens the settings section (its nav entry shows to any of them). */
export const SETTINGS_PERMISSIONS: readonly Permission[] = [...new Set(SETTINGS_GROUPS.map((g) => g.permission))];

export const groupsFor = (permissions: readonly Permission[]) => SETTINGS_GROUPS.filter((g) => permissions.includes(g.permission));
