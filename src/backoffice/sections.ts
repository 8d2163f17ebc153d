import type { Permission } from '../../server/shared/staffRoles';
import type { ConsoleKey } from './intl';

/** The console's pages under /backoffice, each shown only to roles holding its permission. */
export interface Section {
  path: string;
  permission: Permission;
  /** Other permissions that also open it (a page whose parts need different ones). */
  alsoFor?: readonly Permission[];
  title: ConsoleKey;
}

export const BASE = '/backoffice';

export const SECTIONS: readonly Section[] = [
  { path: `${BASE}/money`, permission: 'money.decide', title: 'backoffice.nav.money' },
  { path: `${BASE}/players`, permission: 'players.read', title: 'backoffice.nav.players' },
  { path: `${BASE}/adjustments`, permission: 'money.adjust', title: 'backoffice.nav.adjustments' },
  { path: `${BASE}/applications`, permission: 'rewards.review', title: 'backoffice.nav.applications' },
  { path: `${BASE}/redemptions`, permission: 'rewards.review', title: 'backoffice.nav.redemptions' },
  { path: `${BASE}/identity`, permission: 'risk.manage', title: 'backoffice.nav.identity' },
  { path: `${BASE}/chat`, permission: 'chat.answer', title: 'backoffice.nav.chat' },
  { path: `${BASE}/audit`, permission: 'audit.read', title: 'backoffice.nav.audit' },
  { path: `${BASE}/staff`, permission: 'staff.manage', title: 'backoffice.nav.staff' },
  { path: `${BASE}/keys`, permission: 'staff.manage', title: 'backoffice.nav.keys' },
  { path: `${BASE}/content`, permission: 'content.manage', title: 'backoffice.nav.content' },
  { path: `${BASE}/agents`, permission: 'agents.manage', title: 'backoffice.nav.agents' },
  { path: `${BASE}/reports`, permission: 'reports.read', title: 'backoffice.nav.reports' },
  { path: `${BASE}/settings`, permission: 'settings.manage', alsoFor: ['money.decide', 'risk.manage'], title: 'backoffice.nav.settings' },
];

/** Whether permissions open a section: its own permission or one of its others. */
export const opens = (section: Section, permissions: readonly Permission[]) => [section.permission, ...(section.alsoFor ?? [])].some((p) => permissions.includes(p));

export const sectionsFor = (permissions: readonly Permission[]) => SECTIONS.filter((section) => opens(section, permissions));
