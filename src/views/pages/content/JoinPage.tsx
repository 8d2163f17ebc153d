import { Link } from '../../../components/Link';
import { SystemStatusActor } from '../../../app/actors';
import { openCustomerService, primaryCustomerService } from '../../../app/customerService';
import { Icon, type IconName } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { useT, type MessageKey } from '../../../i18n/useT';
import { useMember } from './useMember';

const BENEFITS: { icon: IconName; key: string }[] = [
  { icon: 'profit', key: 'commission' },
  { icon: 'users', key: 'team' },
  { icon: 'wallet', key: 'salary' },
  { icon: 'headset', key: 'support' },
];

/** /join: the partner (agent) programme, how to join and whom to talk to. */
export function JoinPage() {
  const t = useT();
  const { member, openLogin } = useMember();
  const services = SystemStatusActor.useSelector((s) => s.context.status?.customerService ?? []);
  const contact = primaryCustomerService(services);
  return (
    <div className="container page-body content-page" data-testid="join-page">
      <PageHeading icon="users" title={t('page.join.title')} subtitle={t('page.join.subtitle')} />
      <section className="join-hero">
        <h2>{t('content.join.headline')}</h2>
        <p>{t('content.join.intro')}</p>
      </section>
      <ul className="join-benefits" data-testid="join-benefits">
        {BENEFITS.map((b) => (
          <li key={b.key}>
            <Icon name={b.icon} size={26} />
            <strong>{t(`content.join.${b.key}.title` as MessageKey)}</strong>
            <span>{t(`content.join.${b.key}.text` as MessageKey)}</span>
          </li>
        ))}
      </ul>
      <section className="content-section">
        <h2 className="section-title">
          <Icon name="compass" size={20} />
          {t('content.join.how')}
        </h2>
        <ol className="down-steps">
          {[1, 2, 3].map((n) => (
            <li key={n}>
              <span className="down-steps__n" aria-hidden="true">
                {n}
              </span>
              {t(`content.join.step${n}` as MessageKey)}
            </li>
          ))}
        </ol>
        <div className="join-actions">
          {member ? (
            <Link to="/?personal=referral" className="button button--primary" data-testid="join-referral">
              {t('content.join.referral')}
            </Link>
          ) : (
            <>
              <Link to="/register" className="button button--primary" data-testid="join-register">
                {t('content.join.register')}
              </Link>
              <button type="button" className="button button--ghost" onClick={openLogin}>
                {t('content.promo.login')}
              </button>
            </>
          )}
          {contact && (
            <button type="button" className="button button--ghost" onClick={() => openCustomerService(contact)} data-testid="join-contact">
              <Icon name="headset" size={18} />
              {t('content.join.contact')}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
