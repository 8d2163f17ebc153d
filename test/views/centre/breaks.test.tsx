// The breaks panel of responsible gaming (issue 17) against a mocked src/api/protection:
// the periods with what they mean, the explicit tick, the break taken (the session forgets
// the token), a shorter break than the running one not offered, and the lift request of an
// indefinite exclusion with its dates. The flow's every path is in the protectionBreak model.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as protection from '../../../src/api/protection';
import ResponsibleGaming from '../../../src/views/centre/pages/responsibleGaming';
import breaks from '../../../src/i18n/messages/breaks/en.json';
import { indefinite, lifting, noBreak, timeOut } from '../../model/models/protectionBreak.model';
import { centreMember, renderCentrePage } from './harness';

const session = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('../../../src/app/actors', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/app/actors')>();
  return { ...actual, SessionActor: { ...actual.SessionActor, useActorRef: () => session } };
});
vi.mock('../../../src/api/protection', () => ({ fetchProtection: vi.fn(), takeBreak: vi.fn(), requestLift: vi.fn() }));

const fetchProtection = vi.mocked(protection.fetchProtection);
const takeBreak = vi.mocked(protection.takeBreak);
const requestLift = vi.mocked(protection.requestLift);
const withSignal = { signal: expect.any(AbortSignal) };
const words = breaks as Record<string, string>;
const dateTime = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

afterEach(() => {
  vi.clearAllMocks();
});

describe('breaks panel (responsibleGaming)', () => {
  it('[RG] a 24-hour time-out needs the tick; taken, the session forgets the token', async () => {
    fetchProtection.mockResolvedValue(noBreak);
    takeBreak.mockResolvedValue(timeOut);
    renderCentrePage(<ResponsibleGaming />);
    fireEvent.click(await screen.findByTestId('breaks-choose-24h'));
    const dialog = await screen.findByTestId('breaks-dialog');
    expect(within(dialog).getByTestId('breaks-meaning').textContent).toContain('A time-out of 24 hours');
    fireEvent.click(within(dialog).getByTestId('breaks-confirm'));
    expect(within(dialog).getByTestId('breaks-must-confirm').textContent).toBe(words['breaks.mustConfirm']);
    expect(takeBreak).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByTestId('breaks-understood'));
    await act(async () => fireEvent.click(within(dialog).getByTestId('breaks-confirm')));
    expect(takeBreak).toHaveBeenCalledWith('24h', withSignal);
    await waitFor(() => expect(session.send).toHaveBeenCalledWith({ type: 'UNAUTHORIZED' }));
  });

  it('[RG] an indefinite exclusion offers only itself, and the lift request shows its dates', async () => {
    fetchProtection.mockResolvedValue(indefinite);
    requestLift.mockResolvedValue(lifting);
    renderCentrePage(<ResponsibleGaming />);
    expect((await screen.findByTestId('breaks-running')).textContent).toContain(words['breaks.running.indefinite']);
    expect((screen.getByTestId('breaks-choose-5y') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('breaks-choose-indefinite') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('breaks-lift'));
    const dialog = await screen.findByTestId('breaks-lift-dialog');
    await act(async () => fireEvent.click(within(dialog).getByTestId('breaks-lift-confirm')));
    expect(requestLift).toHaveBeenCalledWith(withSignal);
    await waitFor(() => expect(screen.queryByTestId('breaks-lift-dialog')).toBeNull());
    const running = screen.getByTestId('breaks-running').textContent ?? '';
    for (const at of [lifting.liftRequestedAt!, lifting.coolingOffFrom!, lifting.until!]) expect(running).toContain(dateTime(at));
    expect(screen.queryByTestId('breaks-lift')).toBeNull();
  });

  it('[RG] a self-excluded member sees the break alone: limits and reality checks are about play, which the exclusion stops', async () => {
    fetchProtection.mockResolvedValue(indefinite);
    renderCentrePage(<ResponsibleGaming />, { member: { ...centreMember, restricted: true } });
    expect(await screen.findByTestId('breaks-running')).toBeTruthy();
    expect(screen.queryByTestId('limits-panel')).toBeNull();
    expect(screen.queryByTestId('reality-check-settings')).toBeNull();
  });
});
