import { render, screen } from '@testing-library/react';
import { IntlProvider, useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { AreaMessages } from '../../src/app/AreaMessages';
import { loadAreaMessages } from '../../src/i18n/areaMessages';
import centreEn from '../../src/i18n/messages/centre/en.json';
import centreVi from '../../src/i18n/messages/centre/vi.json';

function Title() {
  const intl = useIntl();
  return <p data-testid="title">{intl.formatMessage({ id: 'centre.menu.transferFund' })} / {intl.formatMessage({ id: 'common.retry' })}</p>;
}

const core = (retry: string) => ({ 'common.retry': retry, 'error.network_abnormal': 'offline' });

describe('[SHELL-01] area catalogues', () => {
  it('the centre text loads in the reader language over the core messages, and again when the language changes', async () => {
    const view = render(
      <IntlProvider locale="vi" messages={core('Thử lại')}>
        <AreaMessages area="centre" fallback={<p data-testid="loading" />}>
          <Title />
        </AreaMessages>
      </IntlProvider>,
    );
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect((await screen.findByTestId('title')).textContent).toBe(`${centreVi['centre.menu.transferFund']} / Thử lại`);
    view.rerender(
      <IntlProvider locale="en" messages={core('Try again')}>
        <AreaMessages area="centre" fallback={<p data-testid="loading" />}>
          <Title />
        </AreaMessages>
      </IntlProvider>,
    );
    await screen.findByText(`${centreEn['centre.menu.transferFund']} / Try again`);
  });

  it('a language without its own file falls back to English; an unknown area is an error', async () => {
    expect(await loadAreaMessages('centre', 'sw')).toEqual(centreEn);
    await expect(loadAreaMessages('nowhere', 'en')).rejects.toThrow();
  });
});
