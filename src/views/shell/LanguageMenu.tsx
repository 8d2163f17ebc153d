import { useActorRef, useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { LocaleActor, useLogic } from '../../app/actors';
import { Icon } from '../../components/Icon';
import { LOCALES, localeInfo } from '../../i18n/locales';
import { useT } from '../../i18n/useT';

/**
 * The language dropdown: opens on hover and on keyboard focus (spec section 2),
 * closes when the pointer or focus leaves, on Escape, or once a language is chosen.
 */
export function LanguageMenu() {
  const t = useT();
  const logic = useLogic();
  const menu = useActorRef(logic.dialog);
  const open = useSelector(menu, (s) => s.matches('open'));
  const localeRef = LocaleActor.useActorRef();
  const locale = LocaleActor.useSelector((s) => s.context.locale);
  const switching = LocaleActor.useSelector((s) => s.matches('switching'));
  const requested = LocaleActor.useSelector((s) => s.context.requested);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = () => menu.send({ type: 'CLOSE' });
  const choose = (code: string) => {
    localeRef.send({ type: 'CHANGE', locale: code });
    close();
  };

  return (
    <div
      ref={root}
      className={`dropdown language-menu${open ? ' is-open' : ''}`}
      data-testid="language-menu"
      onMouseEnter={() => menu.send({ type: 'OPEN' })}
      onMouseLeave={close}
      onFocus={() => menu.send({ type: 'OPEN' })}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <button
        type="button"
        className="tool-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.language', { language: localeInfo(locale).nativeName })}
        data-testid="language-button"
        // Opening only: a click also focuses (and a mouse also hovers), which opened it already.
        onClick={() => menu.send({ type: 'OPEN' })}
      >
        <Icon name="globe" size={18} />
        <span className="tool-button__text">{locale.toUpperCase()}</span>
        {switching && <span className="tool-button__busy" aria-hidden="true" />}
      </button>
      <ul id={panelId} className="dropdown__panel dropdown__panel--languages" hidden={!open} data-testid="language-options">
        {LOCALES.map((l) => (
          <li key={l.code}>
            <button
              type="button"
              lang={l.code}
              className="dropdown__option"
              aria-current={l.code === locale ? 'true' : undefined}
              aria-busy={switching && requested === l.code ? 'true' : undefined}
              data-testid={`language-option-${l.code}`}
              onClick={() => choose(l.code)}
            >
              <span>{l.nativeName}</span>
              {l.code === locale && <span className="dropdown__check" aria-hidden="true">✓</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
