import { useEffect, useRef, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useResource } from './useMachines';
import { loadAreaMessages } from '../i18n/areaMessages';
import type { Messages } from '../../machines/locale.machine';

/**
 * Adds an area's catalogue (or several areas') to the messages around `children` for the
 * reader's language, and loads it again when the language changes (the old text stays until
 * the new arrives).
 */
export function AreaMessages({ area, fallback, children }: { area: string | readonly string[]; fallback: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const { data, snapshot, send } = useResource(
    async (locale: string) => Object.assign({}, ...(await Promise.all((typeof area === 'string' ? [area] : area).map((a) => loadAreaMessages(a, locale))))) as Messages,
    intl.locale,
  );
  const loadedFor = useRef(intl.locale);
  useEffect(() => {
    if (loadedFor.current === intl.locale) return;
    loadedFor.current = intl.locale;
    send({ type: 'SET_PARAMS', params: intl.locale });
  }, [intl.locale, send]);

  if (data === null) {
    if (!snapshot.matches('failed')) return <>{fallback}</>;
    return (
      <div role="alert" className="area-messages-failed">
        <p>{intl.formatMessage({ id: 'error.network_abnormal' })}</p>
        <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
          {intl.formatMessage({ id: 'common.retry' })}
        </button>
      </div>
    );
  }
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} onError={intl.onError} messages={{ ...(intl.messages as Record<string, string>), ...(data as Record<string, string>) }}>
      {children}
    </IntlProvider>
  );
}
