import { CategoryPage } from './CategoryPage';
import { FixedGamePage } from './GamePage';
import { HallPage } from './HallPage';
import { LotteryPage } from './LotteryPage';

export { GamePage } from './GamePage';
export { FbSportsPage } from './FbSportsPage';
export { SupportChatPage } from '../../chat/SupportChatPage';

export const LivePage = () => <CategoryPage gameType="LIVE" />;
export const SportsPage = () => <CategoryPage gameType="SPORTS" />;
export const EsportsPage = () => <CategoryPage gameType="ESPORTS" />;
export const ElottPage = () => <CategoryPage gameType="ELOTT" />;
export const CockfightPage = () => <CategoryPage gameType="COCKFIGHT" />;

export const RngPage = () => <HallPage gameType="RNG" />;
export const PvpPage = () => <HallPage gameType="PVP" />;
export const FishPage = () => <HallPage gameType="FISH" />;

export const LotteryHomePage = () => <LotteryPage variant="lottery" />;
export const VnLotteryPage = () => <LotteryPage variant="vnlottery" />;

/** A seamless-wallet vendor's game on a page without the header's navigation row. */
export const SeamlessPage = () => <FixedGamePage page={{ title: 'page.seamless.title', testId: 'seamless-page' }} />;
