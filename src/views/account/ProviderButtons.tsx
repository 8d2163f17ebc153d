import { PROVIDER_NAMES, type SignInProvider } from '../../../server/shared/signIn';
import { Icon } from '../../components/Icon';
import { PROVIDER_ICONS } from '../../components/providerIcons';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import './account.css';


/**
 * The third-party sign-in the merchant offers (spec section 7), under the login and register
 * forms: one button per provider. While a provider's popup is open, a note says where to go on.
 */
export function ProviderButtons({
  providers,
  enabled,
  waitingFor,
  onChoose,
  testId,
}: {
  providers: readonly SignInProvider[];
  enabled: boolean;
  /** The provider whose popup is open, if one is. */
  waitingFor: SignInProvider | null;
  /** The provider chosen, and the form the button is in (its values go along where they count). */
  onChoose: (provider: SignInProvider, form: HTMLFormElement | null) => void;
  testId: string;
}) {
  const t = useT();
  if (providers.length === 0) return null;
  return (
    <div className="account-providers" data-testid={testId}>
      <p className="account-providers__or">
        <span>{t('signIn.or')}</span>
      </p>
      <div className="account-providers__buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`button button--ghost account-providers__button account-providers__button--${provider}`}
            disabled={!enabled}
            onClick={(e) => onChoose(provider, e.currentTarget.form)}
            data-testid={`${testId}-${provider}`}
          >
            {waitingFor === provider ? <Spinner label={t('signIn.waiting', { provider: PROVIDER_NAMES[provider] })} /> : <Icon name={PROVIDER_ICONS[provider]} size={18} />}
            {t('signIn.with', { provider: PROVIDER_NAMES[provider] })}
          </button>
        ))}
      </div>
      {waitingFor && (
        <p className="account-providers__waiting" role="status" data-testid={`${testId}-waiting`}>
          {t('signIn.waiting', { provider: PROVIDER_NAMES[waitingFor] })}
        </p>
      )}
    </div>
  );
}
