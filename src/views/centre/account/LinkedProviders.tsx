import { PROVIDER_NAMES, type SignInProvider } from '../../../../server/shared/signIn';
import { linkIdentity, loadIdentities, removeIdentity } from '../../../app/identityLinks';
import { useResource, useSubmission } from '../../../app/useMachines';
import type { MemberIdentity } from '../../../api/signIn';
import { FormAlert } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { errorKey, useT } from '../../../i18n/useT';
import { useCentre } from '../CentreContext';
import { PROVIDER_ICONS } from '../../../components/providerIcons';
import { SecurityRow } from './ProfileCard';
import './account.css';


/**
 * The sign-in providers the merchant offers, linked to the member or not (spec section 7):
 * a provider account is linked only here, logged in, never by a matching e-mail. Linking opens
 * the provider's popup; the list shows the provider account's e-mail to recognise it.
 */
export function LinkedProviders() {
  const offered = useCentre().signInProviders;
  // Nothing to link, nothing to ask the server.
  return offered.length === 0 ? null : <ProviderRows offered={offered} />;
}

function ProviderRows({ offered }: { offered: readonly SignInProvider[] }) {
  const t = useT();
  const identities = useResource(loadIdentities);
  const link = useSubmission<SignInProvider, MemberIdentity[]>(async (provider, key, options) => {
    const linked = await linkIdentity(provider, key, options);
    identities.send({ type: 'REFRESH' });
    return linked;
  });
  const unlink = useSubmission<SignInProvider, MemberIdentity[]>(async (provider, key, options) => {
    const left = await removeIdentity(provider, key, options);
    identities.send({ type: 'REFRESH' });
    return left;
  });
  const busy = link.busy || unlink.busy;
  const errorCode = link.errorCode ?? unlink.errorCode;

  return (
    <section className="security-card" aria-labelledby="security-providers" data-testid="linked-providers">
      <header className="security-card__head">
        <h3 className="security-card__title" id="security-providers">
          <Icon name="link" size={18} />
          {t('centre.account.providers.title')}
        </h3>
      </header>
      <p className="security-muted">{t('centre.account.providers.intro')}</p>
      {errorCode && <FormAlert testId="linked-providers-error">{t(errorKey(errorCode))}</FormAlert>}
      <ul className="security-rows">
        {offered.map((provider) => {
          const linked = identities.data?.find((i) => i.provider === provider);
          const name = PROVIDER_NAMES[provider];
          return (
            <SecurityRow
              key={provider}
              icon={PROVIDER_ICONS[provider]}
              label={name}
              value={linked ? (linked.email ?? t('centre.account.providers.linked')) : identities.data ? t('centre.account.notLinked') : t('common.loading')}
              missing={identities.data !== null && !linked}
              action={
                identities.data === null || busy
                  ? undefined
                  : linked
                    ? { label: t('centre.account.providers.unlink', { provider: name }), onClick: () => unlink.submit(provider), testId: `provider-${provider}-unlink` }
                    : { label: t('centre.account.providers.link', { provider: name }), onClick: () => link.submit(provider), testId: `provider-${provider}-link` }
              }
              testId={`provider-${provider}`}
            />
          );
        })}
      </ul>
    </section>
  );
}
