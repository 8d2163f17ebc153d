import type { Permission } from '../../server/shared/staffRoles';
import type { ConsoleKey } from './intl';

/** The console's pages under /backoffice, each shown only to roles holding its permission. */
export interface Section {
  path: string;
  permission: Permission;
  title: ConsoleKey;
}

export const BASE = '/backoffice';

export const SECTIONS: readonly Section[] = [
  { path: `${BASE}/money`, permission: 'money.decide', title: 'backoffice.nav.money' },
  { path: `${BASE}/players`, permission: 'players.read', title: 'backoffice.nav.players' },
  { path: `${BASE}/adjustments`, permission: 'money.adjust', title: 'backoffice.nav.adjustments' },
  { path: `${BASE}/audit`, permission: 'audit.read', title: 'backoffice.nav.audit' },
  { path: `${BASE}/staff`, permission: 'staff.manage', title: 'backoffice.nav.staff' },
  { path: `${BASE}/keys`, permission: 'staff.manage', title: 'backoffice.nav.keys' },
  { path: `${BASE}/agents`, permission: 'agents.manage', title: 'backoffice.nav.agents' },
  { path: `${BASE}/reports`, permission: 'reports.read', title: 'backoffice.nav.reports' },
];

export const sectionsFor = (permissions: readonly Permission[]) => SECTIONS.filter((section) => permissions.includes(section.permission));
