// Renders one personal-centre page alone: English messages, a router, and the centre
// API (member, refresh, go) as spies. Pages take their calls from src/app's centre modules,
// which take them from src/api; tests replace the src/api modules with vi.mock so no
// request leaves the test.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { Member } from '../../../src/api/member';
import { defaultMessages } from '../../../src/i18n/loadMessages';
import centreMessages from '../../../src/i18n/messages/centre/en.json';
import validationMessages from '../../../src/i18n/messages/validation/en.json';

/** The core catalogue and the centre's own, as the centre sees them. */
const messages: Record<string, string> = { ...defaultMessages, ...centreMessages, ...validationMessages };
import { CentreContext, type CentreApi } from '../../../src/views/centre/CentreContext';

export const centreMember: Member = {
  id: 7,
  customerId: 1007,
  account: 'demo',
  nickname: 'Demo',
  type: 0,
  isAgent: false,
  isTrial: false,
  toUpline: true,
  merchantCode: 'NG',
  balance: '5080.00',
  currency: 'NGN',
  currencySymbol: '₦',
  unreadMessage: 1,
  availablePromoCount: 0,
  availablePromo: [],
  hasVip: false,
  vipRankLevel: 0,
  clubLabel: null,
  memberLabel: [],
  referralCode: 'DEMO7',
  countryDialingCode: '234',
  mobileNum: '8012340001',
  email: null,
  realName: null,
  birthday: null,
  selfExcludedUntil: null,
  handles: { qq: null, line: null, whatsapp: null, facebook: null, wechat: null },
};

export function renderCentrePage(page: ReactElement, { member = centreMember, signInProviders = [] }: { member?: Member; signInProviders?: CentreApi['signInProviders'] } = {}) {
  const api: CentreApi = { member, refresh: vi.fn(), go: vi.fn(), signInProviders };
  const view = render(
    <IntlProvider locale="en" messages={messages} onError={() => {}}>
      <MemoryRouter>
        <CentreContext.Provider value={api}>{page}</CentreContext.Provider>
      </MemoryRouter>
    </IntlProvider>,
  );
  return { ...view, api };
}

export const message = (id: string) => {
  const value = messages[id];
  if (value === undefined) throw new Error(`no English message "${id}"`);
  return value;
};
