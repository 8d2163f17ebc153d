import type { Invitation } from '../../../server/shared/wire/agent';
import { addInvitation, dropInvitation, invitationLink, loadInvitations } from '../../app/agentLoaders';
import { useResource, useSubmission } from '../../app/useMachines';
import { FormAlert } from '../../components/forms';
import { Icon } from '../../components/Icon';
import { errorKey, useT } from '../../i18n/useT';
import { CopyField } from '../centre/engage/CopyField';
import { QrImage } from '../centre/engage/QrImage';
import '../centre/engage/engage.css';

/**
 * My invitation links (spec section 4): a member who registers through one joins my team.
 * Each active code with its link, a copy button and a QR code; another can be issued (a
 * site or a campaign of its own) and an old one retired.
 */
export function InvitationLinks() {
  const t = useT();
  const invitations = useResource(loadInvitations);
  const refresh = () => invitations.send({ type: 'REFRESH' });
  const issue = useSubmission<null, Invitation[]>(async (payload, key, options) => {
    const list = await addInvitation(payload, key, options);
    refresh();
    return list;
  });
  const retire = useSubmission<string, Invitation[]>(async (code, key, options) => {
    const list = await dropInvitation(code, key, options);
    refresh();
    return list;
  });
  const active = (invitations.data ?? []).filter((i) => i.active);
  const retired = (invitations.data ?? []).length - active.length;
  const errorCode = issue.errorCode ?? retire.errorCode ?? invitations.errorCode;

  return (
    <section className="engage-panel" aria-labelledby="agent-invitations" data-testid="agent-invitations">
      <header className="engage-panel__head">
        <h4 className="engage-panel__title" id="agent-invitations">
          <Icon name="link" size={18} />
          {t('agent.invitations.title')}
        </h4>
        <button type="button" className="button button--ghost" onClick={() => issue.submit(null)} disabled={issue.busy || invitations.data === null} data-testid="agent-invitations-new">
          {t('agent.invitations.new')}
        </button>
      </header>
      <p className="engage-intro">{t('agent.invitations.intro')}</p>
      {errorCode && <FormAlert testId="agent-invitations-error">{t(errorKey(errorCode))}</FormAlert>}
      {invitations.data === null && !errorCode && <p className="engage-muted">{t('common.loading')}</p>}
      {active.map((invitation) => {
        const link = invitationLink(window.location.origin, invitation.code);
        return (
          <div className="engage-panel referral__share" key={invitation.code} data-testid={`agent-invitation-${invitation.code}`}>
            <div className="referral__fields">
              <CopyField label={t('agent.invitations.code')} value={invitation.code} copyLabel={t('agent.invitations.copyCode')} testId={`agent-invitation-${invitation.code}-code`} />
              <CopyField label={t('agent.invitations.link')} value={link} copyLabel={t('agent.invitations.copyLink')} testId={`agent-invitation-${invitation.code}-link`} />
              {active.length > 1 && (
                <button type="button" className="button button--ghost" onClick={() => retire.submit(invitation.code)} disabled={retire.busy} data-testid={`agent-invitation-${invitation.code}-retire`}>
                  {t('agent.invitations.retire')}
                </button>
              )}
            </div>
            <QrImage key={link} link={link} alt={t('agent.invitations.qrAlt')} />
          </div>
        );
      })}
      {retired > 0 && <p className="engage-muted" data-testid="agent-invitations-retired">{t('agent.invitations.retired', { count: retired })}</p>}
    </section>
  );
}
