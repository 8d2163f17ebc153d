import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { useT, type MessageKey } from '../../../i18n/useT';

/** Help topics; each has an anchor so /help#terms opens at the terms (spec section 2). */
export const HELP_TOPICS: { id: string; icon: IconName; title: MessageKey; text: MessageKey }[] = [
  { id: 'faq', icon: 'help', title: 'help.faq.title', text: 'help.faq.text' },
  { id: 'terms', icon: 'briefcase', title: 'help.terms.title', text: 'help.terms.text' },
  { id: 'privacy', icon: 'lock', title: 'help.privacy.title', text: 'help.privacy.text' },
  { id: 'responsible', icon: 'shield', title: 'help.responsible.title', text: 'help.responsible.text' },
  { id: 'contact', icon: 'headset', title: 'help.contact.title', text: 'help.contact.text' },
];

/** The help centre: inside the portal at /help, on its own at /helpmc. */
export function HelpPage({ standalone = false }: { standalone?: boolean }) {
  const t = useT();
  return (
    <div className={`container page-body help${standalone ? ' help--standalone' : ''}`} data-testid={standalone ? 'helpmc-page' : 'help-page'}>
      <PageHeading icon="help" title={t('page.help.title')} subtitle={t('page.help.subtitle')} />
      <div className="help__layout">
        <nav className="help__toc" aria-label={t('page.help.topics')}>
          <ul>
            {HELP_TOPICS.map((topic) => (
              <li key={topic.id}>
                <Link to={{ hash: `#${topic.id}` }} className="help__toc-link">
                  <Icon name={topic.icon} size={18} />
                  {t(topic.title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="help__sections">
          {HELP_TOPICS.map((topic) => (
            <section key={topic.id} id={topic.id} className="help__section" data-testid={`help-${topic.id}`}>
              <h2>
                <Icon name={topic.icon} size={20} />
                {t(topic.title)}
              </h2>
              <p>{t(topic.text)}</p>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

export const HelpStandalonePage = () => <HelpPage standalone />;
