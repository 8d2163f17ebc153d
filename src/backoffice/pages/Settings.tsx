import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { useCT } from '../intl';
import { useStaffSession } from '../session';
import { groupsFor, type SettingsGroup, type SystemGroupId } from './settings/groups';
import { SystemGroupPanel } from './settings/SystemGroupPanel';
import { VendorMaintenancePanel } from './settings/VendorMaintenancePanel';
import { WalletPanel } from './settings/WalletPanel';

/**
 * Settings (admin's groups under settings.manage; money settings for money.decide, vendor
 * maintenance for risk.manage): one group at a time, chosen in the address (?group=) with the
 * merchant (?merchant=); each group a form on the shared save flow.
 */
export function Settings() {
  const t = useCT();
  const { staff } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const groups = groupsFor(staff.permissions);
  const group: SettingsGroup | undefined = groups.find((g) => g.id === params.get('group')) ?? groups[0];
  const merchant = params.get('merchant') ?? undefined;
  const onMerchant = (code: string) => setParams((p) => (p.set('merchant', code), p));
  const linkTo = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('group', id);
    return `?${next.toString()}`;
  };
  return (
    <section className="bo-page" data-testid="bo-settings">
      <h1>{t('backoffice.settings.title')}</h1>
      <nav aria-label={t('backoffice.settings.groups')} className="bo-row">
        {groups.map((g) => (
          <Link key={g.id} to={linkTo(g.id)} className="bo-button bo-button--small" aria-current={g.id === group?.id ? 'page' : undefined}>
            {t(g.title)}
          </Link>
        ))}
      </nav>
      {group && <h2>{t(group.title)}</h2>}
      {group?.id === 'vendors' && <VendorMaintenancePanel />}
      {group?.id === 'wallet' && <WalletPanel merchant={merchant} onMerchant={onMerchant} />}
      {group && group.permission === 'settings.manage' && <SystemGroupPanel key={group.id} group={group.id as SystemGroupId} merchant={merchant} onMerchant={onMerchant} />}
    </section>
  );
}
