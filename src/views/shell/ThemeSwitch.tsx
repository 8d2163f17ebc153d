import { ThemeActor } from '../../app/actors';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';

/** Light/dark switch (spec section 2); the choice persists in local storage `theme`. */
export function ThemeSwitch() {
  const t = useT();
  const themeRef = ThemeActor.useActorRef();
  const dark = ThemeActor.useSelector((s) => s.matches('dark'));
  return (
    <button
      type="button"
      className={`theme-switch${dark ? ' is-dark' : ''}`}
      role="switch"
      aria-checked={dark}
      aria-label={t('header.darkTheme')}
      title={dark ? t('header.useLight') : t('header.useDark')}
      data-testid="theme-switch"
      data-theme-state={dark ? 'dark' : 'light'}
      onClick={() => themeRef.send({ type: 'TOGGLE' })}
    >
      <span className="theme-switch__track" aria-hidden="true">
        <Icon name="sun" size={14} />
        <Icon name="moon" size={14} />
        <span className="theme-switch__thumb" />
      </span>
    </button>
  );
}
