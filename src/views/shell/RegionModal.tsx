import { RegionActor } from '../../app/actors';
import { Flag } from '../../components/Flag';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { useIntl } from 'react-intl';
import { errorKey, useT } from '../../i18n/useT';
import { regionModalShown } from './shellDialogs';

/** The country's name in the reader's language; the server's English name when the browser has none. */
function countryName(locale: string, country: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Region modal (spec section 2): countries with their languages; pick one pair and submit. */
export function RegionModal() {
  const t = useT();
  const intl = useIntl();
  const regionRef = RegionActor.useActorRef();
  const shown = RegionActor.useSelector(regionModalShown);
  const state = RegionActor.useSelector((s) => s.value);
  const regions = RegionActor.useSelector((s) => s.context.regions);
  const country = RegionActor.useSelector((s) => s.context.country);
  const language = RegionActor.useSelector((s) => s.context.language);
  const errorCode = RegionActor.useSelector((s) => s.context.errorCode);
  const canRetry = RegionActor.useSelector((s) => s.can({ type: 'RETRY' }));

  if (!shown) return null;

  return (
    <Modal
      title={t('region.title')}
      onClose={() => regionRef.send({ type: 'CLOSE' })}
      closeLabel={t('common.close')}
      size="wide"
      testId="region-modal"
      icon={<Icon name="globe" size={22} />}
    >
      {(state === 'loading' || state === 'switching') && (
        <div className="modal__center">
          <Spinner size="large" label={t(state === 'switching' ? 'region.switching' : 'common.loading')} />
        </div>
      )}
      {state === 'failed' && (
        <div className="modal__center" data-testid="region-failed">
          <p>{t(errorKey(errorCode))}</p>
          {canRetry && (
            <button type="button" className="button button--primary" onClick={() => regionRef.send({ type: 'RETRY' })}>
              {t('common.retry')}
            </button>
          )}
        </div>
      )}
      {state === 'open' && (
        <form
          className="region-form"
          onSubmit={(e) => {
            e.preventDefault();
            regionRef.send({ type: 'SUBMIT' });
          }}
        >
          <p className="region-form__intro">{t('region.intro')}</p>
          <ul className="region-list" data-testid="region-list">
            {regions.map((region) => {
              const active = region.country === country;
              return (
                <li key={region.country} className={`region-card${active ? ' is-active' : ''}`} data-testid={`region-${region.country}`}>
                  <div className="region-card__head">
                    <Flag country={region.country} size={28} />
                    <span className="region-card__name">{countryName(intl.locale, region.country, region.countryName)}</span>
                    <span className="region-card__currency">{region.currency}</span>
                  </div>
                  <div className="region-card__langs" role="group" aria-label={countryName(intl.locale, region.country, region.countryName)}>
                    {region.langList.map((lang) => {
                      const picked = active && lang.code === language;
                      return (
                        <button
                          key={lang.code}
                          type="button"
                          className={`chip${picked ? ' is-active' : ''}`}
                          aria-pressed={picked}
                          data-testid={`region-option-${region.country}-${lang.code}`}
                          onClick={() => regionRef.send({ type: 'SELECT', country: region.country, language: lang.code })}
                        >
                          {lang.name}
                        </button>
                      );
                    })}
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="region-form__actions">
            <button type="button" className="button button--ghost" onClick={() => regionRef.send({ type: 'CLOSE' })}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={!country} data-testid="region-submit">
              {t('region.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
