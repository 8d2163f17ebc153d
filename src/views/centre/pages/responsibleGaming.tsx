import { useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { useCentre } from '../CentreContext';
import { BreakPanel } from '../protection/BreakPanel';
import { LimitsPanel } from '../../protection/LimitsPanel';
import { RealityCheckSettings } from '../../protection/RealityCheckSettings';

/**
 * Responsible gaming (issue 17, docs/player-protection.md): the member's own tools, each a
 * panel of its own: limits, a time-out or a self-exclusion, the reality check. Reachable
 * from the home page and the deposit page as well as the centre's menu. A self-excluded
 * member (restricted: withdrawals, balance and history only) sees the break alone: limits and
 * reality checks are about play, which the exclusion already stops.
 */
export default function ResponsibleGaming() {
  const t = useT();
  const { member } = useCentre();
  const restricted = member.restricted === true;
  return (
    <section className="security-page" data-testid="centre-page-responsibleGaming">
      <CentrePageTitle page="responsibleGaming" subtitle={t('centre.protection.subtitle')} />
      {!restricted && <LimitsPanel />}
      <BreakPanel />
      {!restricted && <RealityCheckSettings />}
    </section>
  );
}
