// The back office's pending adjustments (four eyes): finance sees the queue; an adjustment
// another staff member asked for is approved or rejected with a reason; one's own shows no
// decision; a refusal from the server shows its translated error; status and page are in the address.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingAdjustmentPage } from '../../../server/shared/wire/adjustmentApprovals';
import { ApiError } from '../../../src/api/client';
import { pendingAnswer } from '../../model/models/adjustmentForm.model';
import { renderConsole, text } from './console';
import { staffOf } from './players.fixtures';

const api = vi.hoisted(() => ({ fetchMe: vi.fn() }));
const playersApi = vi.hoisted(() => ({ fetchPendingAdjustments: vi.fn(), approveAdjustment: vi.fn(), rejectAdjustment: vi.fn() }));
vi.mock('../../../src/backoffice/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/backoffice/playersApi', async (importOriginal) => ({ ...(await importOriginal<object>()), ...playersApi }));

const mine = { ...pendingAnswer, id: '45', requestedBy: 'staff:fin.two' };
const queue: PendingAdjustmentPage = { items: [pendingAnswer, mine], page: 1, pageSize: 15, total: 2, totalPages: 1 };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const fn of [api.fetchMe, ...Object.values(playersApi)]) fn.mockReset();
  sessionStorage.setItem('staffToken', 'staff-token');
  api.fetchMe.mockResolvedValue(staffOf('finance', 'fin.two'));
  playersApi.fetchPendingAdjustments.mockResolvedValue(queue);
});

const row = (id: string) => screen.getAllByTestId('bo-adjustment-row').find((r) => r.dataset.id === id)!;

describe('pending adjustments', () => {
  it("a second finance staff member approves another's adjustment; their own shows no decision", async () => {
    renderConsole('/backoffice/adjustments');
    await screen.findByTestId('bo-adjustments-table');
    expect(playersApi.fetchPendingAdjustments).toHaveBeenCalledWith('staff-token', { status: 'pending', page: 1 }, expect.anything());
    expect(within(row('45')).getByTestId('bo-adjustment-mine')).toBeTruthy();
    expect(within(row('45')).queryByTestId('bo-adjustment-approve')).toBeNull();
    playersApi.approveAdjustment.mockResolvedValue({ ...pendingAnswer, status: 'approved', journalId: '9100', decidedBy: 'staff:fin.two' });
    playersApi.fetchPendingAdjustments.mockResolvedValue({ ...queue, items: [mine], total: 1 });
    fireEvent.click(within(row('44')).getByTestId('bo-adjustment-approve'));
    expect((await screen.findByTestId('bo-adjustment-decided')).textContent).toContain('ada');
    await waitFor(() => expect(screen.getAllByTestId('bo-adjustment-row')).toHaveLength(1));
    expect(playersApi.approveAdjustment).toHaveBeenCalledWith('staff-token', '44', expect.anything());
  });

  it('a rejection needs a reason; the server refusing shows its translated error', async () => {
    renderConsole('/backoffice/adjustments');
    await screen.findByTestId('bo-adjustments-table');
    fireEvent.click(within(row('44')).getByTestId('bo-adjustment-reject'));
    expect(await within(row('44')).findByText(text('backoffice.players.reasonRequired'))).toBeTruthy();
    expect(playersApi.rejectAdjustment).not.toHaveBeenCalled();
    playersApi.rejectAdjustment.mockRejectedValue(new ApiError('adjustment_self_approval', '', 403));
    fireEvent.change(within(row('44')).getByTestId('bo-adjustment-reason'), { target: { value: 'No ticket' } });
    fireEvent.click(within(row('44')).getByTestId('bo-adjustment-reject'));
    expect((await screen.findByTestId('bo-adjustment-error')).textContent).toBe(text('error.adjustment_self_approval'));
    expect(playersApi.rejectAdjustment).toHaveBeenCalledWith('staff-token', '44', 'No ticket', expect.anything());
  });

  it('decided ones by status from the address; support has no such section', async () => {
    playersApi.fetchPendingAdjustments.mockResolvedValue({ ...queue, items: [{ ...pendingAnswer, status: 'rejected', reason: 'No ticket', decidedBy: 'staff:fin.one' }], total: 1 });
    renderConsole('/backoffice/adjustments?status=rejected&page=2');
    await screen.findByTestId('bo-adjustments-table');
    expect(playersApi.fetchPendingAdjustments).toHaveBeenCalledWith('staff-token', { status: 'rejected', page: 2 }, expect.anything());
    expect(row('44').textContent).toContain('No ticket');
  });

  it('support does not see the section', async () => {
    api.fetchMe.mockResolvedValue(staffOf('support'));
    renderConsole('/backoffice/adjustments');
    const nav = await screen.findByRole('navigation', { name: text('backoffice.nav.label') });
    expect(within(nav).queryByText(text('backoffice.nav.adjustments'))).toBeNull();
    expect(playersApi.fetchPendingAdjustments).not.toHaveBeenCalled();
  });
});
