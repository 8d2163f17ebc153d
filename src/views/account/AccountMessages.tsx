import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { AreaMessages } from '../../app/AreaMessages';
import { useT } from '../../i18n/useT';

// The flows' words and the field rules' messages (shared with the personal centre's forms).
const ACCOUNT_AREAS = ['account', 'validation'] as const;

/**
 * The account flows' own catalogue around a popup's or page's body: it loads when a flow
 * opens, not with the home page. The frame (the title, kept in the core catalogue) shows
 * at once, with a spinner in place of the body until the text arrives.
 */
export function AccountMessages({ children }: { children: ReactNode }) {
  const t = useT();
  const waiting = (
    <div className="account-status">
      <Spinner size="large" label={t('common.loading')} />
    </div>
  );
  return (
    <AreaMessages area={ACCOUNT_AREAS} fallback={waiting}>
      {children}
    </AreaMessages>
  );
}
