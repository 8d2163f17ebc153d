// The member's avatar (spec section 7, the avatar call): no picture is uploaded, so the
// avatar is the first letter of the member's name on a colour chosen from the member's id,
// the same on every device and visit.
import type { Avatar } from '../shared/wire/accounts';

/** Hues of the palette, spread round the colour wheel. */
const PALETTE = ['#2563eb', '#7c3aed', '#db2777', '#dc2626', '#ea580c', '#ca8a04', '#16a34a', '#0891b2'] as const;

export function avatarOf(user: { id: number; account: string; nickname: string | null }): Avatar {
  const name = (user.nickname ?? '').trim() || user.account;
  // The first character as a person reads it (a whole code point, not half a surrogate pair).
  const initial = (Array.from(name)[0] ?? '?').toLocaleUpperCase('en');
  return { initial, color: PALETTE[user.id % PALETTE.length]! };
}
