import { useSearchParams } from 'react-router-dom';
import type { AppResource } from '../../../../server/shared/wire/system';
import { SystemStatusActor } from '../../../app/actors';
import { loadSiteDomains, phoneOrigin } from '../../../app/siteDomains';
import { useResource } from '../../../app/useMachines';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { useT, type MessageKey } from '../../../i18n/useT';
import { qrDataUrl } from '../../centre/engage/QrImage';
import { RESOURCE_TYPES, type ResourceType } from '../../../../server/shared/wire/system';

// The apps in the order the status answer lists them (server/shared/wire/system.ts).
const PLATFORMS = RESOURCE_TYPES;
type Platform = ResourceType;
const STEPS = 4;

/**
 * The address a phone opens from the QR code: the merchant's app resource (a path is
 * on the portal, as the lite app is: the merchant's mobile site when the routers call
 * names one), or this page with the guide chosen when the merchant lists none for the platform.
 */
const linkFor = (platform: Platform, resource: AppResource | undefined, origin: string) =>
  resource ? new URL(resource.url, origin).href : `${origin}/down?platform=${platform}`;

/** /down (and /download): the iOS, lite app and Android install guides, each with a QR code. */
export function DownloadPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const chosen = (PLATFORMS as readonly string[]).includes(params.get('platform') ?? '') ? (params.get('platform') as Platform) : 'ios';
  const resource = SystemStatusActor.useSelector((s) => s.context.status?.resources.find((r) => r.resourceType === chosen));
  const domains = useResource(loadSiteDomains);
  const link = linkFor(chosen, resource, phoneOrigin(domains.data ?? undefined));
  return (
    <div className="container page-body content-page" data-testid="download-page">
      <PageHeading icon="download" title={t('page.download.title')} subtitle={t('page.download.subtitle')} />
      <div className="content-tabs" role="tablist" aria-label={t('content.down.platforms')}>
        {PLATFORMS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={p === chosen}
            className={`content-tab${p === chosen ? ' is-active' : ''}`}
            onClick={() => setParams({ platform: p }, { replace: true })}
            data-testid={`down-tab-${p}`}
          >
            {t(`content.down.${p}.name` as MessageKey)}
          </button>
        ))}
      </div>
      <section className="down-guide" data-testid={`down-guide-${chosen}`}>
        <div className="down-guide__text">
          <h2>{t(`content.down.${chosen}.title` as MessageKey)}</h2>
          <p>{t(`content.down.${chosen}.intro` as MessageKey)}</p>
          <ol className="down-steps">
            {Array.from({ length: STEPS }, (_, i) => (
              <li key={i}>
                <span className="down-steps__n" aria-hidden="true">
                  {i + 1}
                </span>
                {t(`content.down.${chosen}.step${i + 1}` as MessageKey)}
              </li>
            ))}
          </ol>
        </div>
        <div className="down-get">
          <DownloadQr key={link} link={link} picture={resource?.qrCodeUrl ?? null} alt={t('content.down.qrAlt', { platform: t(`content.down.${chosen}.name` as MessageKey) })} />
          {resource && (
            <a className="button button--primary down-get__link" href={link} target="_blank" rel="noopener noreferrer" data-testid="down-get">
              <Icon name="download" size={18} />
              {t(`content.down.${chosen}.get` as MessageKey)}
            </a>
          )}
        </div>
      </section>
      <ul className="down-perks">
        {(['fast', 'secure', 'notify'] as const).map((perk) => (
          <li key={perk}>
            <Icon name={perk === 'fast' ? 'fire' : perk === 'secure' ? 'shield' : 'bell'} size={22} />
            {t(`content.down.perk.${perk}` as MessageKey)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The operator's own QR picture when it has one, else a code drawn from the link. */
function DownloadQr({ link, picture, alt }: { link: string; picture: string | null; alt: string }) {
  const t = useT();
  const image = useResource(qrDataUrl, link);
  const src = picture ?? image.data;
  return (
    <figure className="down-qr" data-testid="down-qr" data-link={link}>
      {src ? <img src={src} alt={alt} width={180} height={180} data-testid="down-qr-image" /> : <span className="down-qr__placeholder" aria-hidden="true" />}
      <figcaption>{t('content.down.scan')}</figcaption>
    </figure>
  );
}
