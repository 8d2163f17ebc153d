import { GameMenuActor } from '../../../app/actors';
import { FB_SPORTS_VENDOR } from '../../../app/gameLinks';
import { ComingSoon } from '../ComingSoon';
import { FixedGamePage } from './GamePage';

/** The FB sports vendor's book in the launcher, offered only when a vendor with code FB exists. */
export function FbSportsPage() {
  const hasFb = GameMenuActor.useSelector((s) => s.context.menu.some((e) => e.vendors.some((v) => v.vassalage.toUpperCase() === FB_SPORTS_VENDOR)));
  const menuLoaded = GameMenuActor.useSelector((s) => !s.matches('loading'));
  if (hasFb) return <FixedGamePage vassalage={FB_SPORTS_VENDOR} page={{ title: 'page.fbsports.title', testId: 'fbsports-page' }} />;
  return <ComingSoon icon="sports" title="page.fbsports.title" text={menuLoaded ? 'page.fbsports.unavailable' : 'common.loading'} testId="fbsports-page" />;
}
