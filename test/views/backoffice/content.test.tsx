// The console's content section (machines/contentEditor.machine.ts): lists paged on the server
// with their filters in the address, an editor with a tab per shipped language and a preview,
// publishing, the page's own check, and the server's refusal of a field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf } from '../../../server/shared/staffRoles';
import type { AdminNotice } from '../../../server/shared/wire/backofficeContent';
import type { AdminPromotion } from '../../../server/shared/wire/backofficePromotions';
import { LOCALES } from '../../../src/i18n/locales';
import { ApiError } from '../../../src/api/client';
import { fieldRefusal } from '../../model/models/contentEditor.model';
import { financeStaff } from '../../model/models/staffSignIn.model';
import { renderConsole, text } from './console';

const api = vi.hoisted(() => ({ fetchMe: vi.fn() }));
const content = vi.hoisted(() => ({ fetchContent: vi.fn(), saveContent: vi.fn() }));
vi.mock('../../../src/backoffice/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/backoffice/contentApi', async (importOriginal) => ({ ...(await importOriginal<object>()), ...content }));

const contentStaff = { ...financeStaff, id: '9', username: 'content', displayName: 'Chi Content', role: 'content' as const, permissions: permissionsOf('content') };
const notice: AdminNotice = { id: 12, merchantCode: null, type: 'B', title: 'Weekend cashback', content: 'Ten per cent back.', translations: { vi: { title: 'Hoàn tiền cuối tuần' } }, popup: false, active: false, createdAt: '2026-11-27T05:00:00.000Z' };
const pageOf = <T,>(items: T[], page = 1, total = items.length) => ({ items, page, pageSize: 15, total, totalPages: Math.max(1, Math.ceil(total / 15)) });
const promotion: AdminPromotion = {
  id: '1001',
  merchantCode: 'NG',
  category: 'slots',
  mode: 'bonus',
  title: 'Slots week',
  summary: 'Stake 500, get 50.',
  body: 'Rules.',
  translations: {},
  bonus: '50.00',
  target: '500.00',
  prizes: [],
  colorFrom: '#000000',
  colorTo: '#ffffff',
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-12-20T00:00:00.000Z',
  sortOrder: 0,
  active: true,
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const fn of [...Object.values(api), ...Object.values(content)]) fn.mockReset();
  sessionStorage.setItem('staffToken', 'content-token');
  api.fetchMe.mockResolvedValue(contentStaff);
});

describe('content section', () => {
  it('lists notices from the server with the filters of the address, and pages on', async () => {
    content.fetchContent.mockResolvedValue(pageOf([notice], 1, 20));
    renderConsole('/backoffice/content/notices?status=unpublished&merchantCode=ng');
    await screen.findByTestId('bo-content-table');
    expect(content.fetchContent).toHaveBeenLastCalledWith('content-token', 'notices', { page: 1, status: 'unpublished', merchantCode: 'NG' }, expect.anything());
    const row = screen.getAllByTestId('bo-content-row')[0]!;
    expect(within(row).getByText('Weekend cashback')).toBeTruthy();
    expect(within(row).getByText(text('backoffice.content.everyMerchant'))).toBeTruthy();
    expect(within(row).getByText(text('backoffice.content.unpublished'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.pager.next') }));
    await waitFor(() => expect(content.fetchContent).toHaveBeenLastCalledWith('content-token', 'notices', { page: 2, status: 'unpublished', merchantCode: 'NG' }, expect.anything()));
  });

  it('edits a notice in each language with a preview, then publishes it', async () => {
    content.fetchContent.mockResolvedValue(pageOf([notice]));
    content.saveContent.mockImplementation(async (_token, _kind, _key, body) => ({ ...notice, ...(body as object) }));
    renderConsole('/backoffice/content/notices');
    await screen.findByTestId('bo-content-table');
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.content.edit') }));
    const editor = await screen.findByTestId('bo-content-editor');
    expect(within(editor).getAllByRole('tab')).toHaveLength(LOCALES.length);
    fireEvent.click(within(editor).getByRole('tab', { name: 'Tiếng Việt' }));
    const preview = within(editor).getByRole('complementary', { name: text('backoffice.content.preview') });
    expect(within(preview).getByText('Hoàn tiền cuối tuần')).toBeTruthy();
    // No Vietnamese text yet: players read the English there.
    expect(within(preview).getByText('Ten per cent back.')).toBeTruthy();
    fireEvent.change(within(editor).getByRole('textbox', { name: text('backoffice.content.field.content') }), { target: { value: 'Hoàn 10%.' } });
    expect(within(preview).getByText('Hoàn 10%.')).toBeTruthy();
    const loads = content.fetchContent.mock.calls.length;
    fireEvent.click(within(editor).getByRole('button', { name: text('backoffice.content.publish') }));
    await within(editor).findByText(text('backoffice.content.savedPublished'));
    expect(content.saveContent).toHaveBeenCalledWith(
      'content-token',
      'notices',
      '12',
      expect.objectContaining({ merchantCode: null, active: true, translations: { vi: { title: 'Hoàn tiền cuối tuần', content: 'Hoàn 10%.' } } }),
      expect.anything(),
    );
    // The list loads again once, with the notice as saved.
    await waitFor(() => expect(content.fetchContent).toHaveBeenCalledTimes(loads + 1));
  });

  it("a promotion ending before it starts is refused on the page; the server's refusal of a translated field marks it and its language", async () => {
    content.fetchContent.mockResolvedValue(pageOf([promotion]));
    content.saveContent.mockRejectedValue(fieldRefusal);
    renderConsole('/backoffice/content/promotions?category=slots');
    await screen.findByTestId('bo-content-table');
    expect(content.fetchContent).toHaveBeenLastCalledWith('content-token', 'promotions', { page: 1, category: 'slots' }, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.content.edit') }));
    const editor = await screen.findByTestId('bo-content-editor');
    const ends = editor.querySelector<HTMLInputElement>('input[name="endsAt"]')!;
    fireEvent.change(ends, { target: { value: '2026-11-01T00:00' } });
    fireEvent.click(within(editor).getByRole('button', { name: text('backoffice.content.save') }));
    expect(await within(editor).findByText(text('backoffice.content.rule.after_start'))).toBeTruthy();
    expect(content.saveContent).not.toHaveBeenCalled();

    fireEvent.change(ends, { target: { value: '2026-12-31T00:00' } });
    fireEvent.click(within(editor).getByRole('button', { name: text('backoffice.content.save') }));
    await waitFor(() => expect(content.saveContent).toHaveBeenCalledWith('content-token', 'promotions', '1001', expect.objectContaining({ endsAt: '2026-12-31T00:00:00.000Z', bonus: '50.00' }), expect.anything()));
    expect((await within(editor).findByRole('alert')).textContent).toBeTruthy();
    const vietnamese = within(editor).getByRole('tab', { name: 'Tiếng Việt' });
    expect(vietnamese.className).toContain('bo-button--danger');
    fireEvent.click(vietnamese);
    // The field's name carries the refusal: "Title Not valid."
    const title = within(editor).getByRole('textbox', { name: new RegExp(`^${text('backoffice.content.field.title')}`) });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(editor).getByText(text('backoffice.content.rule.invalid'))).toBeTruthy();
  });

  it('a new help article is written at its topic for every merchant', async () => {
    content.fetchContent.mockResolvedValue(pageOf([]));
    content.saveContent.mockImplementation(async (_token, _kind, _key, body) => ({ merchantCode: null, topic: 'terms', translations: {}, ...(body as object) }));
    renderConsole('/backoffice/content/help');
    await screen.findByText(text('backoffice.content.empty'));
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.content.new') }));
    const editor = await screen.findByTestId('bo-content-editor');
    fireEvent.change(within(editor).getByRole('combobox', { name: text('backoffice.content.field.topic') }), { target: { value: 'terms' } });
    fireEvent.change(within(editor).getByRole('textbox', { name: text('backoffice.content.field.title') }), { target: { value: 'Terms' } });
    fireEvent.change(within(editor).getByRole('textbox', { name: text('backoffice.content.field.body') }), { target: { value: 'The rules.' } });
    fireEvent.click(within(editor).getByRole('button', { name: text('backoffice.content.save') }));
    await within(editor).findByText(text('backoffice.content.savedUnpublished'));
    expect(content.saveContent).toHaveBeenCalledWith('content-token', 'help', 'all/terms', { title: 'Terms', body: 'The rules.', active: false, sortOrder: 0, translations: {} }, expect.anything());
  });

  it('other roles do not reach the content section', async () => {
    api.fetchMe.mockResolvedValue(financeStaff);
    renderConsole('/backoffice/content/notices');
    expect(await screen.findByTestId('bo-forbidden')).toBeTruthy();
    expect(content.fetchContent).not.toHaveBeenCalled();
    expect(new ApiError('forbidden', '', 403).status).toBe(403);
  });
});
