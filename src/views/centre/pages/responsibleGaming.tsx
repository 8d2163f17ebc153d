import { useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { BreakPanel } from '../protection/BreakPanel';
import { LimitsPanel } from '../../protection/LimitsPanel';
import { RealityCheckSettings } from '../../protection/RealityCheckSettings';

/**
 * Responsible gaming (issue 17, docs/player-protection.md): the member's own tools, each a
 * panel of its own: limits, a time-out or a self-exclusion, the reality check. Reachable
 * from the home page and the deposit page as well as the centre's menu.
 */
export default function ResponsibleGaming() {
  const t = useT();
  return (
    <section className="security-page" data-testid="centre-page-responsibleGaming">
      <CentrePageTitle page="responsibleGaming" subtitle={t('centre.protection.subtitle')} />
      <LimitsPanel />
      <BreakPanel />
      <RealityCheckSettings />
    </section>
  );
}
