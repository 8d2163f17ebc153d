import { GameMenuActor } from '../../../app/actors';
import { ComingSoon } from '../ComingSoon';

/** The FB sports vendor's page, offered only when a vendor with code FB exists. */
export function FbSportsPage() {
  const hasFb = GameMenuActor.useSelector((s) =>
    s.context.menu.some((e) => e.vendors.some((v) => v.vassalage.toUpperCase() === 'FB')),
  );
  return (
    <ComingSoon
      icon="sports"
      title="page.fbsports.title"
      text={hasFb ? 'page.fbsports.empty' : 'page.fbsports.unavailable'}
      testId="fbsports-page"
    />
  );
}
