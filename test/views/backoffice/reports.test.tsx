// The back office's reports: a merchant's figures over a range of its days from the address
// (?merchant&from&to&groupBy), as cards, SVG charts and tables, and the same rows as a CSV
// file fetched with the staff token and saved from a blob.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyReport } from '../../../server/shared/wire/backofficeReports';
import { permissionsOf } from '../../../server/shared/staffRoles';
import { ApiError } from '../../../src/api/client';
import { axisOf, niceStep } from '../../../src/backoffice/pages/reports/BarChart';
import { reportQueryOf } from '../../../src/backoffice/pages/reports/reportQuery';
import { financeStaff } from '../../model/models/staffSignIn.model';
import { renderConsole, text } from './console';

const api = vi.hoisted(() => ({ fetchMe: vi.fn(), fetchDailyReport: vi.fn(), fetchDailyReportCsv: vi.fn() }));
vi.mock('../../../src/backoffice/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const figures = (deposits: string, ggr: string, active: number) => ({
  deposits,
  withdrawals: '1000.00',
  stakes: '190.00',
  wins: '260.00',
  ggr,
  bonuses: '25.00',
  net: '-95.00',
  commissions: '12.00',
  registrations: 2,
  firstDeposits: 2,
  activePlayers: active,
});
const report: DailyReport = {
  merchantCode: 'NG',
  currency: 'NGN',
  timeZone: 'Africa/Lagos',
  from: '2026-11-26',
  to: '2026-11-27',
  groupBy: 'day',
  rows: [
    { day: '2026-11-26', ...figures('3000.00', '-90.00', 2) },
    { day: '2026-11-27', ...figures('500.00', '20.00', 1) },
  ],
  totals: figures('3500.00', '-70.00', 2),
  byGameType: [{ gameType: 'slots', bets: 3, stakes: '190.00', wins: '260.00', ggr: '-70.00' }],
  byVendor: [
    { vendor: 'HOUSE', ledger: true, bets: 3, stakes: '190.00', wins: '260.00', ggr: '-70.00' },
    { vendor: 'TRANSFER1', ledger: false, bets: 1, stakes: '10.00', wins: '0.00', ggr: '10.00' },
  ],
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  sessionStorage.setItem('staffToken', 'finance-token');
  api.fetchMe.mockResolvedValue(financeStaff);
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
});

const signal = { signal: expect.any(AbortSignal) };

describe('reports', () => {
  it('finance opens a report from the address: totals, charts with names and descriptions, and the tables', async () => {
    api.fetchDailyReport.mockResolvedValue(report);
    renderConsole('/backoffice/reports?merchant=ng&from=2026-11-26&to=2026-11-27');
    const page = await screen.findByTestId('bo-report');
    expect(api.fetchDailyReport).toHaveBeenCalledWith('finance-token', { merchantCode: 'NG', from: '2026-11-26', to: '2026-11-27', groupBy: undefined }, signal);
    expect(screen.getByTestId('bo-report-range').textContent).toBe('Merchant NG, 2026-11-26 to 2026-11-27: amounts in NGN, days of the Africa/Lagos time zone.');

    const totals = within(screen.getByTestId('bo-report-totals'));
    expect(totals.getByText(text('backoffice.reports.figure.ggr')).nextSibling?.textContent?.replace(/\s/g, ' ')).toBe('-NGN 70.00');
    expect(totals.getByText(text('backoffice.reports.figure.activePlayers')).nextSibling?.textContent).toBe('2');

    // Each chart is an image named by its caption and described for screen readers; a bar per figure and period.
    const money = within(page).getByRole('img', { name: text('backoffice.reports.chart.money') });
    expect(money.querySelector('desc')?.textContent).toContain('2026-11-26');
    expect(money.querySelectorAll('rect')).toHaveLength(4);
    expect([...money.querySelectorAll('rect')].map((r) => r.getAttribute('data-value'))).toEqual(['3000', '1000', '500', '1000']);
    const revenue = within(page).getByRole('img', { name: text('backoffice.reports.chart.revenue') });
    // A loss is a bar below the zero line, with its value in its title.
    const loss = revenue.querySelector('rect[data-value="-90"]')!;
    expect(loss.querySelector('title')?.textContent).toMatch(/^Gross gaming revenue, .+: -90$/);
    expect(within(page).getByRole('img', { name: text('backoffice.reports.chart.players') })).toBeTruthy();
    expect(within(page).getByRole('img', { name: text('backoffice.reports.chart.games') })).toBeTruthy();

    const rows = within(screen.getByTestId('bo-report-table')).getAllByTestId('bo-report-row');
    expect(rows.map((r) => r.dataset.day)).toEqual(['2026-11-26', '2026-11-27']);
    expect(within(screen.getByTestId('bo-report-total-row')).getAllByRole('cell')[0]!.textContent?.replace(/\s/g, ' ')).toBe('NGN 3,500.00');
    expect(screen.getByTestId('bo-report-vendors').textContent).toContain(text('backoffice.reports.transferWallet'));
  });

  it('the filters go to the address and from there to the server', async () => {
    api.fetchDailyReport.mockResolvedValue(report);
    renderConsole('/backoffice/reports');
    await screen.findByTestId('bo-report');
    expect(api.fetchDailyReport).toHaveBeenCalledWith('finance-token', { merchantCode: undefined, from: undefined, to: undefined, groupBy: undefined }, signal);
    // The range the server chose shows in the form.
    expect((screen.getByLabelText(text('backoffice.reports.from')) as HTMLInputElement).value).toBe('2026-11-26');
    fireEvent.change(screen.getByLabelText(text('backoffice.reports.from')), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(text('backoffice.reports.groupBy')), { target: { value: 'week' } });
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.reports.apply') }));
    await waitFor(() => expect(api.fetchDailyReport).toHaveBeenLastCalledWith('finance-token', { merchantCode: undefined, from: '2026-11-01', to: '2026-11-27', groupBy: 'week' }, signal));
  });

  it('downloads the CSV of the range shown with the token, saved from a blob', async () => {
    api.fetchDailyReport.mockResolvedValue(report);
    api.fetchDailyReportCsv.mockResolvedValue(new Blob(['day,deposits\r\n'], { type: 'text/csv' }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderConsole('/backoffice/reports');
    await screen.findByTestId('bo-report');
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.reports.downloadCsv') }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.fetchDailyReportCsv).toHaveBeenCalledWith('finance-token', { merchantCode: undefined, from: '2026-11-26', to: '2026-11-27', groupBy: undefined }, signal);
    expect(clicked[0]!.download).toBe('report-NG-2026-11-26-2026-11-27.csv');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:report');
    click.mockRestore();
  });

  it('a refused download says why, translated, and the report stays', async () => {
    api.fetchDailyReport.mockResolvedValue(report);
    api.fetchDailyReportCsv.mockRejectedValue(new ApiError('network_abnormal', '', 0));
    renderConsole('/backoffice/reports');
    await screen.findByTestId('bo-report');
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.reports.downloadCsv') }));
    expect((await screen.findByRole('alert')).textContent).toBe(text('error.network_abnormal'));
    expect(screen.getByTestId('bo-report')).toBeTruthy();
  });

  it('a reversed range is the server’s to refuse: its error shows', async () => {
    api.fetchDailyReport.mockRejectedValue(new ApiError('bad_request', 'Bad request', 400));
    renderConsole('/backoffice/reports?from=2026-11-27&to=2026-11-01');
    expect((await screen.findByRole('alert')).textContent).toBe(text('error.bad_request'));
  });

  it('a role without reports.read has no reports section', async () => {
    api.fetchMe.mockResolvedValue({ ...financeStaff, role: 'support', permissions: permissionsOf('support') });
    renderConsole('/backoffice/reports');
    expect((await screen.findByRole('alert')).textContent).toBe(text('error.forbidden'));
    expect(api.fetchDailyReport).not.toHaveBeenCalled();
  });
});

describe('report address and chart axis', () => {
  it('keeps days, a known grouping and the merchant; drops the rest', () => {
    expect(reportQueryOf(new URLSearchParams('merchant= ph &from=2026-1-1&to=2026-11-27&groupBy=year'))).toEqual({ merchantCode: 'PH', from: undefined, to: '2026-11-27', groupBy: undefined });
    expect(reportQueryOf(new URLSearchParams('groupBy=month'))).toMatchObject({ groupBy: 'month' });
  });

  it('an axis from the lowest value to the highest, zero included, in round steps', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3500)).toBe(1000);
    expect(axisOf([3000, 1000, 500])).toEqual({ min: 0, max: 3000, ticks: [0, 1000, 2000, 3000] });
    expect(axisOf([-90, 20, 12])).toEqual({ min: -100, max: 50, ticks: [-100, -50, 0, 50] });
    expect(axisOf([0, 0])).toEqual({ min: 0, max: 0.5, ticks: [0, 0.5] });
  });
});
