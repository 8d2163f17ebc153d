// Fixtures of the back office's players views: staff of each role, a player, pages of records.
import { permissionsOf, type StaffRole } from '../../../server/shared/staffRoles';
import type { StaffMember } from '../../../server/shared/wire/backoffice';
import type { PlayerDetails, PlayerList } from '../../../server/shared/wire/backofficePlayers';
import type { LoginPage } from '../../../server/shared/wire/centre';
import type { AccountPage, BetPage } from '../../../server/shared/wire/records';

export const staffOf = (role: StaffRole, username: string = role): StaffMember => ({ id: String(role.length), username, displayName: `${role} person`, role, permissions: permissionsOf(role) });

export const player: PlayerDetails = {
  id: '7',
  account: 'ada',
  merchantCode: 'NG',
  kind: 'member',
  currency: 'NGN',
  mobile: '+234 8031234567',
  email: 'ada@example.com',
  referralCode: 'ADA777',
  locked: false,
  registeredAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: '2026-11-27T07:00:00.000Z',
  nickname: 'Ada',
  payeeName: null,
  birthday: null,
  registerIp: '10.0.0.9',
  registerDomain: 'play.example.com',
  parentAccount: null,
  selfExcludedUntil: null,
  passwordChangeRequired: false,
  wallets: { sumBalance: '1250.00', currency: 'NGN', currencySymbol: '₦', wallets: [{ wallet: 'main', name: 'Main', balance: '1250.00' }] },
  notes: [{ id: '1', author: 'staff:support', body: 'Asked about a late withdrawal.', at: '2026-11-26T09:00:00.000Z' }],
};

export const playerList = (count: number, page = 1, total = count): PlayerList => ({
  items: Array.from({ length: count }, (_, i) => ({ ...player, id: String(100 + i), account: `player${String(i).padStart(2, '0')}` })),
  page,
  pageSize: 15,
  total,
  totalPages: Math.max(1, Math.ceil(total / 15)),
});

const range = { from: '2026-11-21', to: '2026-11-27' };
export const ledgerPage: AccountPage = {
  items: [{ id: 'e1', journalId: '9001', at: '2026-11-27T06:00:00.000Z', kind: 'adjustment', wallet: 'main', amount: '250.00', balanceAfter: '1250.00', memo: 'Lost round refund' }],
  page: 1,
  pageSize: 15,
  total: 1,
  totalPages: 1,
  ...range,
};
export const betPage: BetPage = {
  items: [{ id: 'b1', betId: 'B-1', vendor: 'HOUSE', vendorName: 'House games', category: 'RNG', gameCode: 'dice', stake: '10.00', payout: '0.00', profit: '-10.00', status: 'settled', placedAt: '2026-11-27T05:00:00.000Z', settledAt: '2026-11-27T05:00:01.000Z' }],
  page: 1,
  pageSize: 15,
  total: 1,
  totalPages: 1,
  ...range,
  summary: { bets: 1, stake: '10.00', payout: '0.00', profit: '-10.00' },
};
export const loginPage: LoginPage = { items: [{ at: '2026-11-27T07:00:00.000Z', ip: '10.1.2.3', via: 'password', deviceId: 'device-abc', side: 'member' }], page: 1, pageSize: 15, total: 1, totalPages: 1 };
