// The contract pieces against a mocked src/api/agent: the upline's offer form (checked
// before anything is sent, then sent with the terms typed) and the downline's review
// (what changes, accept or reject only after confirming, a failure retried).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftOf, draftProblems, termsChanges } from '../../../machines/contractOffer.machine';
import * as agentApi from '../../../src/api/agent';
import type { Contract } from '../../../src/api/agent';
import { ApiError } from '../../../src/api/client';
import { ContractOfferPanel } from '../../../src/views/agent/ContractOfferPanel';
import { ContractReview } from '../../../src/views/agent/ContractReview';
import { currentDaily, offerFixture, offers, options as modelOptions, own } from '../../model/models/contractOffer.model';
import { agentMessage, allOn, renderAgentPiece } from './harness';

vi.mock('../../../src/api/agent', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/agent')>();
  return { ...actual, offerContract: vi.fn(), acceptContract: vi.fn(), rejectContract: vi.fn(), fetchContracts: vi.fn() };
});

const offerContract = vi.mocked(agentApi.offerContract);
const acceptContract = vi.mocked(agentApi.acceptContract);
const rejectContract = vi.mocked(agentApi.rejectContract);

afterEach(() => vi.clearAllMocks());

describe('contract terms, checked as the server checks them', () => {
  it('[AGENT-16][AGENT-18] a daily tier needs an amount, active members and a ratio; tiers rise in order', () => {
    const draft = draftOf('daily');
    expect(draftProblems(draft, modelOptions, own).map((p) => p.field)).toEqual(['tiers.0.min', 'tiers.0.ratio']);
    const ordered = { ...draft, daily: [{ min: '0', minActive: '0', ratio: '0.50' }, { min: '5000', minActive: '3', ratio: '0.80' }] };
    expect(draftProblems(ordered, modelOptions, own)).toEqual([]);
    const unordered = { ...draft, daily: [{ min: '5000', minActive: '0', ratio: '0.50' }, { min: '100', minActive: '3', ratio: '0.80' }] };
    expect(draftProblems(unordered, modelOptions, own)).toEqual([{ field: 'tiers', problem: 'tiers_unordered' }]);
  });

  it('[AGENT-21] no rate above the upline\'s own at the same team size; none negative', () => {
    const draft = { ...draftOf('daily'), daily: [{ min: '0', minActive: '0', ratio: '1.20' }] };
    expect(draftProblems(draft, modelOptions, own)).toEqual([{ field: 'tiers.0.ratio', problem: 'rate_above_own' }]);
    const negative = { ...draftOf('hourly'), hourly: { ratio: '-0.1' } };
    expect(draftProblems(negative, modelOptions, own)).toEqual([{ field: 'ratio', problem: 'rate_negative' }]);
  });

  it('[AGENT-17][AGENT-19][AGENT-20] real-time has a win and a loss rate; a dividend keeps the upline period; an option off or no own contract refuses the kind', () => {
    const realtime = { ...draftOf('realtime'), realtime: { winRate: '0.2', lossRate: 'x' } };
    expect(draftProblems(realtime, { ...modelOptions, realtime: true }, { realtime: { kind: 'realtime', winRate: '0.30', lossRate: '0.50' } })).toEqual([{ field: 'lossRate', problem: 'rate_invalid' }]);
    expect(draftProblems(realtime, modelOptions, own)[0]).toEqual({ field: 'kind', problem: 'kind_off' });
    const dividend = { ...draftOf('dividend', null, 'M'), dividend: { period: 'M' as const, tiers: [{ min: '0', minActive: '0', ratio: '10' }] } };
    const ownDividend = { dividend: { kind: 'dividend' as const, period: 'W' as const, tiers: [{ minLoss: '0.00', minActive: 0, ratio: '20.00' }] } };
    expect(draftProblems(dividend, modelOptions, ownDividend)).toEqual([{ field: 'period', problem: 'period_mismatch' }]);
    expect(draftProblems(dividend, modelOptions, {})[0]).toEqual({ field: 'kind', problem: 'no_own_contract' });
  });

  it('what an offer changes against the contract in force', () => {
    expect(termsChanges(currentDaily, offers.pendingDaily.terms)).toEqual([{ field: 'tiers.0.ratio', from: '0.30', to: '0.40' }]);
    expect(termsChanges(null, { kind: 'hourly', ratio: '0.20' })).toEqual([{ field: 'ratio', from: null, to: '0.20' }]);
  });
});

describe('the upline offers a contract', () => {
  it('[AGENT-21][AGENT-16] an offer above its own rate is refused on the page; corrected, the terms typed are sent', async () => {
    const sent: Contract = offerFixture({ id: '40', terms: { kind: 'daily', tiers: [{ minBet: '0.00', minActive: 0, ratio: '0.80' }] } });
    offerContract.mockResolvedValue(sent);
    const onSent = vi.fn();
    renderAgentPiece(<ContractOfferPanel account="agent02" options={allOn} latest={null} symbol="₦" onSent={onSent} />);

    fireEvent.change(screen.getByTestId('offer-tier-0-min'), { target: { value: '0' } });
    fireEvent.change(screen.getByTestId('offer-tier-0-ratio'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('contract-submit'));
    expect(screen.getByTestId('offer-tier-0-ratio-error').textContent).toBe(agentMessage('agent.contract.problem.rate_above_own'));
    expect(offerContract).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('offer-tier-0-ratio'), { target: { value: '0.8' } });
    expect(screen.queryByTestId('offer-tier-0-ratio-error')).toBeNull();
    fireEvent.click(screen.getByTestId('contract-submit'));
    await waitFor(() => expect(screen.getByTestId('contract-sent-status').textContent).toBe(agentMessage('agent.status.offered')));
    expect(offerContract).toHaveBeenCalledWith('agent02', { kind: 'daily', tiers: [{ minBet: '0.00', minActive: 0, ratio: '0.80' }] }, { signal: expect.any(AbortSignal) });
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('[AGENT-14] an hourly offer; the server refusing it keeps the form with its reason, and sending again is the retry', async () => {
    offerContract.mockRejectedValueOnce(new ApiError('contract_rate_above_upline', 'The offered rate is higher than your own contract allows.', 400));
    offerContract.mockResolvedValueOnce(offerFixture({ terms: { kind: 'hourly', ratio: '0.30' } }));
    renderAgentPiece(<ContractOfferPanel account="agent02" options={allOn} latest={null} symbol="₦" onSent={() => {}} />);
    fireEvent.click(within(screen.getByTestId('offer-kind')).getByText(agentMessage('agent.kind.hourly')));
    fireEvent.change(screen.getByTestId('offer-ratio'), { target: { value: '0.30' } });
    fireEvent.click(screen.getByTestId('contract-submit'));
    await waitFor(() => expect(screen.getByTestId('contract-send-error')).toBeTruthy());
    expect(screen.getByTestId('contract-submit').textContent).toBe(agentMessage('agent.offer.retry'));
    fireEvent.click(screen.getByTestId('contract-submit'));
    await waitFor(() => expect(screen.getByTestId('contract-sent')).toBeTruthy());
    expect(offerContract).toHaveBeenNthCalledWith(2, 'agent02', { kind: 'hourly', ratio: '0.30' }, { signal: expect.any(AbortSignal) });
  });
});

describe('the downline answers an offer', () => {
  it('[AGENT-22] it sees what changes and accepts only after confirming', async () => {
    acceptContract.mockResolvedValue(offers.acceptedDaily);
    const onAnswered = vi.fn();
    renderAgentPiece(<ContractReview offer={offers.pendingDaily} current={currentDaily} symbol="₦" onAnswered={onAnswered} />);
    const change = screen.getByTestId('change-tiers.0.ratio');
    expect(change.textContent).toContain('0.30 %');
    expect(change.textContent).toContain('0.40 %');

    fireEvent.click(screen.getByTestId('contract-accept'));
    expect(screen.getByTestId('contract-confirm').textContent).toContain(agentMessage('agent.review.confirmAcceptTitle'));
    expect(acceptContract).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('contract-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('contract-answered').textContent).toBe(agentMessage('agent.review.answered.accepted')));
    expect(acceptContract).toHaveBeenCalledWith('31', { signal: expect.any(AbortSignal) });
    expect(onAnswered).toHaveBeenCalled();
  });

  it('[AGENT-23] a rejection that fails is retried; cancelling the question sends nothing', async () => {
    rejectContract.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0));
    rejectContract.mockResolvedValueOnce(offers.rejectedDaily);
    renderAgentPiece(<ContractReview offer={offers.pendingDaily} current={null} symbol="₦" onAnswered={() => {}} />);
    expect(screen.getByText(agentMessage('agent.review.noCurrent'))).toBeTruthy();
    fireEvent.click(screen.getByTestId('contract-reject'));
    fireEvent.click(screen.getByTestId('contract-confirm-cancel'));
    expect(screen.queryByTestId('contract-confirm')).toBeNull();
    fireEvent.click(screen.getByTestId('contract-reject'));
    fireEvent.click(screen.getByTestId('contract-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('contract-answer-error')).toBeTruthy());
    fireEvent.click(screen.getByTestId('contract-answer-retry'));
    await waitFor(() => expect(screen.getByTestId('contract-answered').textContent).toBe(agentMessage('agent.review.answered.rejected')));
    expect(rejectContract).toHaveBeenCalledTimes(2);
  });

  it('[AGENT-24] an offer replaced meanwhile is read again and shown as replaced', async () => {
    acceptContract.mockRejectedValue(new ApiError('invalid_state', 'This request can no longer be changed.', 409));
    vi.mocked(agentApi.fetchContracts).mockResolvedValue({ mine: [offers.replacedDaily], offered: [] });
    renderAgentPiece(<ContractReview offer={offers.pendingDaily} current={currentDaily} symbol="₦" onAnswered={() => {}} />);
    fireEvent.click(screen.getByTestId('contract-accept'));
    fireEvent.click(screen.getByTestId('contract-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('contract-answered').textContent).toBe(agentMessage('agent.review.answered.replaced')));
    expect(screen.getByTestId('contract-offer-status').textContent).toBe(agentMessage('agent.status.replaced'));
  });
});
