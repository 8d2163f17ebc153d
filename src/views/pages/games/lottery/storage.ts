// Lottery favourites and recent games, kept in localStorage per username (spec section 3,
// LOTTERY-07): each member of a shared browser has lists of their own, and a visitor none.
const key = (list: 'lotteryFavourites' | 'lotteryRecent', account: string) => `${list}:${account}`;

function read(list: 'lotteryFavourites' | 'lotteryRecent', account: string | null): string[] {
  if (!account) return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(list, account)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string').slice(0, 100) : [];
  } catch {
    return [];
  }
}

function write(list: 'lotteryFavourites' | 'lotteryRecent', account: string | null, ids: string[]) {
  if (!account) return;
  try {
    localStorage.setItem(key(list, account), JSON.stringify(ids));
  } catch {
    // Storage refused (private mode): the lists last as long as the page.
  }
}

export const lotteryLists = {
  favourites: (account: string | null) => read('lotteryFavourites', account),
  recent: (account: string | null) => read('lotteryRecent', account),
  saveFavourites: (account: string | null, ids: string[]) => write('lotteryFavourites', account, ids),
  saveRecent: (account: string | null, ids: string[]) => write('lotteryRecent', account, ids),
};
