// Renders the back office console (real router, machines and catalogues) with its API module
// replaced by the test's fakes (vi.mock in each test file).
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BackofficeApp } from '../../../src/backoffice/BackofficeApp';
import { english } from '../../../src/backoffice/intl';
import { defaultMessages } from '../../../src/i18n/loadMessages';

const messages: Record<string, string> = { ...defaultMessages, ...english };
/** An English message as written in the catalogue (no placeholders). */
export const text = (id: string) => {
  const value = messages[id];
  if (value === undefined) throw new Error(`no English message "${id}"`);
  return value;
};

export function renderConsole(path = '/backoffice') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BackofficeApp />
    </MemoryRouter>,
  );
}
