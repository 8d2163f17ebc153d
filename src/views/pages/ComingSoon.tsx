import type { ReactNode } from 'react';
import { Link } from '../../components/Link';
import { EmptyState } from '../../components/EmptyState';
import type { IconName } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { useT, type MessageKey } from '../../i18n/useT';

interface ComingSoonProps {
  icon: IconName;
  title: MessageKey;
  subtitle?: MessageKey;
  /** What this page will offer, in the page's own words. */
  text: MessageKey;
  testId: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** A page whose content is still to come: its heading and a page-specific empty state. */
export function ComingSoon({ icon, title, subtitle, text, testId, children, action }: ComingSoonProps) {
  const t = useT();
  return (
    <div className="container page-body" data-testid={testId}>
      <PageHeading icon={icon} title={t(title)} subtitle={subtitle ? t(subtitle) : undefined} />
      {children}
      <EmptyState
        icon={icon}
        title={t('common.comingSoon')}
        action={
          action ?? (
            <Link to="/" className="button button--ghost">
              {t('common.backHome')}
            </Link>
          )
        }
      >
        {t(text)}
      </EmptyState>
    </div>
  );
}
