// Game types and vendors in display order. Vendor names are invented for the demo.
import type { GameType } from '../../lobby/games';

export const GAME_TYPE_SEED: { code: GameType; typeId: number; name: string }[] = [
  { code: 'LIVE', typeId: 1, name: 'Live Casino' },
  { code: 'RNG', typeId: 2, name: 'Slots' },
  { code: 'SPORTS', typeId: 3, name: 'Sports' },
  { code: 'ESPORTS', typeId: 4, name: 'Esports' },
  { code: 'LOTT', typeId: 6, name: 'Lottery' },
  { code: 'ELOTT', typeId: 7, name: 'E-Lottery' },
  { code: 'PVP', typeId: 8, name: 'Cards' },
  { code: 'FISH', typeId: 9, name: 'Fishing' },
  // Spec section 4: the cockfight category has id 5.
  { code: 'COCKFIGHT', typeId: 5, name: 'Cockfight' },
];

export interface VendorSeed {
  vassalage: string;
  name: string;
  hot?: boolean;
  /** The vendor's card stands for its list of games (isGame VASSALAGE): several tables or draws to choose from. */
  list?: boolean;
  color: string;
  accent: string;
}

export const VENDOR_SEED: Record<GameType, VendorSeed[]> = {
  LIVE: [
    { vassalage: 'ROYAL_DEALER', name: 'Royal Dealer', hot: true, list: true, color: '#7f1d1d', accent: '#fbbf24' },
    { vassalage: 'OPAL_TABLE', name: 'Opal Table', color: '#134e4a', accent: '#5eead4' },
    { vassalage: 'LOTUS_LIVE', name: 'Lotus Live', hot: true, list: true, color: '#831843', accent: '#f9a8d4' },
    { vassalage: 'AURORA_STUDIO', name: 'Aurora Studio', color: '#1e1b4b', accent: '#a5b4fc' },
    { vassalage: 'MIDNIGHT_BACCARAT', name: 'Midnight Baccarat', color: '#0f172a', accent: '#e2e8f0' },
  ],
  // More than 11 vendors: the header shows a 'more' link, the hall shows carousel arrows.
  RNG: [
    { vassalage: 'NOVA_SLOTS', name: 'Nova Slots', hot: true, color: '#4c1d95', accent: '#facc15' },
    { vassalage: 'REELFORGE', name: 'ReelForge', hot: true, color: '#7c2d12', accent: '#fdba74' },
    { vassalage: 'LUCKY_LOOM', name: 'Lucky Loom', color: '#14532d', accent: '#86efac' },
    { vassalage: 'GOLD_WAVE', name: 'Gold Wave Gaming', hot: true, color: '#713f12', accent: '#fde047' },
    { vassalage: 'JADE_FOX', name: 'Jade Fox', color: '#064e3b', accent: '#6ee7b7' },
    { vassalage: 'STAR_DRIFT', name: 'Star Drift', color: '#1e3a8a', accent: '#93c5fd' },
    { vassalage: 'PIXEL_REEL', name: 'Pixel Reel', color: '#581c87', accent: '#f0abfc' },
    { vassalage: 'TIGER_COIN', name: 'Tiger Coin', hot: true, color: '#9a3412', accent: '#fed7aa' },
    { vassalage: 'MOONSPIN', name: 'Moonspin', color: '#312e81', accent: '#c7d2fe' },
    { vassalage: 'EMBER_PLAY', name: 'Ember Play', color: '#991b1b', accent: '#fca5a5' },
    { vassalage: 'VELVET_SEVEN', name: 'Velvet Seven', color: '#500724', accent: '#fda4af' },
    { vassalage: 'CORAL_BAY', name: 'Coral Bay Games', color: '#155e75', accent: '#fdba74' },
    { vassalage: 'THUNDERJACK', name: 'Thunderjack', color: '#1f2937', accent: '#fde68a' },
    { vassalage: 'SAFFRON_SLOTS', name: 'Saffron Slots', color: '#78350f', accent: '#fcd34d' },
  ],
  SPORTS: [
    // Code FB: /fbsports opens this vendor's page (spec section 2).
    { vassalage: 'FB', name: 'Fastbreak Sports', hot: true, color: '#0c4a6e', accent: '#38bdf8' },
    { vassalage: 'KICKOFF_ARENA', name: 'Kickoff Arena', color: '#14532d', accent: '#bbf7d0' },
    { vassalage: 'GOALLINE', name: 'Goalline', color: '#1e3a8a', accent: '#fef08a' },
    { vassalage: 'PITCHSIDE', name: 'Pitchside', color: '#365314', accent: '#d9f99d' },
  ],
  ESPORTS: [
    { vassalage: 'NEXUS_ESPORTS', name: 'Nexus Esports', hot: true, color: '#2e1065', accent: '#22d3ee' },
    { vassalage: 'RAID_ARENA', name: 'Raid Arena', color: '#450a0a', accent: '#f87171' },
    { vassalage: 'FRAG_ZONE', name: 'Frag Zone', color: '#052e16', accent: '#4ade80' },
  ],
  // Spec section 4: these four vendors open the /lottery page.
  LOTT: [
    { vassalage: 'TCG_LOTTO_VN', name: 'Lotto Vietnam', hot: true, color: '#7f1d1d', accent: '#fde047' },
    { vassalage: 'TCG_SEA', name: 'SEA Lotto', color: '#0e7490', accent: '#a5f3fc' },
    { vassalage: 'LOTT', name: 'Daily Lotto', color: '#1e40af', accent: '#bfdbfe' },
  ],
  ELOTT: [
    { vassalage: 'ELOTT', name: 'E-Lotto', hot: true, color: '#6b21a8', accent: '#e9d5ff' },
    { vassalage: 'QUICK_DRAW', name: 'Quick Draw', list: true, color: '#9d174d', accent: '#fbcfe8' },
  ],
  PVP: [
    { vassalage: 'CARD_HALL', name: 'Card Hall', hot: true, color: '#064e3b', accent: '#fcd34d' },
    { vassalage: 'TILES_AND_TRICKS', name: 'Tiles & Tricks', color: '#7c2d12', accent: '#fed7aa' },
    { vassalage: 'POKER_DEN', name: 'Poker Den', color: '#111827', accent: '#f87171' },
    { vassalage: 'TEEN_PATTI_CLUB', name: 'Teen Patti Club', color: '#4a044e', accent: '#f5d0fe' },
  ],
  FISH: [
    { vassalage: 'REEF_RAIDERS', name: 'Reef Raiders', hot: true, color: '#0c4a6e', accent: '#67e8f9' },
    { vassalage: 'DEEP_BLUE_CATCH', name: 'Deep Blue Catch', color: '#172554', accent: '#60a5fa' },
    { vassalage: 'KOI_CATCH', name: 'Koi Catch', color: '#7c2d12', accent: '#fb923c' },
  ],
  COCKFIGHT: [
    { vassalage: 'SPUR_ARENA', name: 'Spur Arena', hot: true, color: '#78350f', accent: '#fbbf24' },
    { vassalage: 'GALLO_RING', name: 'Gallo Ring', color: '#7f1d1d', accent: '#fecaca' },
  ],
};
