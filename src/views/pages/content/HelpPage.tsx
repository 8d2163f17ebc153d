import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../../components/Link';
import type { HelpArticle } from '../../../../server/shared/wire/content';
import { loadHelp } from '../../../app/contentLoaders';
import { useResource } from '../../../app/useMachines';
import { Icon, type IconName } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { PageHeading } from '../../../components/PageHeading';
import { useT, type MessageKey } from '../../../i18n/useT';
import { FeedbackForm } from './FeedbackForm';

/** Help topics and their icons; each article has an anchor so /help#terms opens at the terms (spec section 2). */
export const HELP_ICONS: Record<string, IconName> = { faq: 'help', terms: 'briefcase', privacy: 'lock', responsible: 'shield', contact: 'headset' };

const BUILT_IN = ['faq', 'terms', 'privacy', 'responsible', 'contact'] as const;

/**
 * The help centre: inside the portal at /help, on its own at /helpmc. Its articles come
 * from the server in the reader's language. /help#terms also opens the terms in the
 * help popup (helpModal); closing it leaves the page at /help.
 */
export function HelpPage({ standalone = false }: { standalone?: boolean }) {
  const t = useT();
  const intl = useIntl();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const help = useResource(loadHelp, intl.locale);
  const { send } = help;
  useEffect(() => {
    send({ type: 'SET_PARAMS', params: intl.locale });
  }, [intl.locale, send]);
  // Until the server's articles arrive (or when they cannot), the short built-in texts show.
  const articles: HelpArticle[] =
    help.data && help.data.length > 0
      ? help.data
      : BUILT_IN.map((topic) => ({ topic, title: t(`help.${topic}.title` as MessageKey), body: t(`help.${topic}.text` as MessageKey), language: intl.locale }));
  const terms = articles.find((a) => a.topic === 'terms');
  // The page arrives after its catalogue (and its articles after the call), later than the
  // shell's scroll: scroll to the hash's article once it is on screen.
  const loaded = help.data !== null;
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  const modalOpen = !standalone && hash === '#terms' && terms !== undefined && help.data !== null;

  return (
    <div className={`container page-body help${standalone ? ' help--standalone' : ''}`} data-testid={standalone ? 'helpmc-page' : 'help-page'}>
      <PageHeading icon="help" title={t('page.help.title')} subtitle={t('page.help.subtitle')} />
      <div className="help__layout" data-source={help.data ? 'server' : 'built-in'} data-testid="help-layout">
        <nav className="help__toc" aria-label={t('page.help.topics')}>
          <ul>
            {articles.map((a) => (
              <li key={a.topic}>
                <Link to={{ hash: `#${a.topic}` }} className="help__toc-link">
                  <Icon name={HELP_ICONS[a.topic] ?? 'help'} size={18} />
                  {a.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to={{ hash: '#feedback' }} className="help__toc-link">
                <Icon name="chat" size={18} />
                {t('content.feedback.title')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="help__sections">
          {articles.map((a) => (
            <HelpSection key={a.topic} article={a} />
          ))}
          <section id="feedback" className="help__section" data-testid="help-feedback">
            <h2>
              <Icon name="chat" size={20} />
              {t('content.feedback.title')}
            </h2>
            <FeedbackForm />
          </section>
        </div>
      </div>
      {modalOpen && (
        <Modal title={terms.title} onClose={() => navigate({ hash: '' }, { replace: true })} closeLabel={t('common.close')} testId="help-modal" icon={<Icon name="briefcase" size={22} />}>
          <p className="help-modal__text">{terms.body}</p>
        </Modal>
      )}
    </div>
  );
}

function HelpSection({ article }: { article: HelpArticle }) {
  return (
    <section id={article.topic} className="help__section" data-testid={`help-${article.topic}`} lang={article.language}>
      <h2>
        <Icon name={HELP_ICONS[article.topic] ?? 'help'} size={20} />
        {article.title}
      </h2>
      <p>{article.body}</p>
    </section>
  );
}

export const HelpStandalonePage = () => <HelpPage standalone />;
