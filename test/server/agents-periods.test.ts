// Settlement periods (UTC): the last period of each kind that ended at a moment.
import { describe, expect, it } from 'vitest';
import { lastEndedPeriod } from '../../server/agents/periods';

const at = (iso: string) => new Date(iso);
const span = (kind: Parameters<typeof lastEndedPeriod>[0], when: string) => {
  const p = lastEndedPeriod(kind, at(when));
  return [p.key, p.start.toISOString(), p.end.toISOString()];
};

describe('settlement periods', () => {
  it('[AGENT-25] real-time: the 5 minutes before the last multiple of 5 minutes', () => {
    expect(span('realtime', '2031-04-05T12:07:30Z')).toEqual(['2031-04-05T12:00', '2031-04-05T12:00:00.000Z', '2031-04-05T12:05:00.000Z']);
    expect(span('realtime', '2031-04-05T00:00:00Z')).toEqual(['2031-04-04T23:55', '2031-04-04T23:55:00.000Z', '2031-04-05T00:00:00.000Z']);
  });

  it('hourly and daily', () => {
    expect(span('hourly', '2031-04-05T00:10:00Z')).toEqual(['2031-04-04T23', '2031-04-04T23:00:00.000Z', '2031-04-05T00:00:00.000Z']);
    expect(span('daily', '2031-03-01T05:00:00Z')).toEqual(['2031-02-28', '2031-02-28T00:00:00.000Z', '2031-03-01T00:00:00.000Z']);
  });

  it('[AGENT-19] dividend periods D, W (ISO week), H (half month) and M', () => {
    expect(span('dividend:D', '2031-04-05T10:00:00Z')[0]).toBe('D:2031-04-04');
    // 2031-01-01 is a Wednesday: the week from Monday 2030-12-30 holds its Thursday, so it is ISO week 2031-W01.
    expect(span('dividend:W', '2031-01-06T01:00:00Z')).toEqual(['W:2031-W01', '2030-12-30T00:00:00.000Z', '2031-01-06T00:00:00.000Z']);
    expect(span('dividend:W', '2031-01-05T23:00:00Z')[0]).toBe('W:2030-W52');
    expect(span('dividend:H', '2031-03-10T00:00:00Z')).toEqual(['H:2031-02-2', '2031-02-16T00:00:00.000Z', '2031-03-01T00:00:00.000Z']);
    expect(span('dividend:H', '2031-03-16T00:00:00Z')).toEqual(['H:2031-03-1', '2031-03-01T00:00:00.000Z', '2031-03-16T00:00:00.000Z']);
    expect(span('dividend:M', '2031-01-20T00:00:00Z')).toEqual(['M:2030-12', '2030-12-01T00:00:00.000Z', '2031-01-01T00:00:00.000Z']);
  });
});
