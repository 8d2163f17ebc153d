import type { Span } from '../../../../machines/recordList.machine';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { useCentreDates } from '../format';
import './records.css';

export interface RecordWindowProps {
  /** Length of the window in days. */
  span: Span;
  /** First and last day shown (yyyy-MM-dd, UTC), both included. */
  from: string;
  to: string;
  /** Today (yyyy-MM-dd, UTC): a window never moves past it. */
  today: string;
  onPreset: (span: Span) => void;
  onPrevious: () => void;
  onNext: () => void;
  testId?: string;
}

const SPANS: Span[] = [7, 30];

/**
 * The date window of a record or report page (spec-notes 12): the 7 and 30 day presets,
 * a step back or forward by the window's own length, and the range shown in the
 * reader's language. It only draws what it is given; the record list machine decides.
 */
export function RecordWindow({ span, from, to, today, onPreset, onPrevious, onNext, testId = 'record-window' }: RecordWindowProps) {
  const t = useT();
  const dates = useCentreDates();
  const atToday = to >= today;
  return (
    <div className="record-window" role="group" aria-label={t('centre.records.window.label')} data-testid={testId}>
      <div className="record-window__presets">
        {SPANS.map((days) => {
          const active = span === days && atToday;
          return (
            <button
              key={days}
              type="button"
              className={`record-window__preset${active ? ' is-active' : ''}`}
              aria-pressed={active}
              onClick={() => onPreset(days)}
              data-testid={`${testId}-preset-${days}`}
            >
              {t('centre.records.window.last', { days })}
            </button>
          );
        })}
      </div>
      <div className="record-window__step">
        <button
          type="button"
          className="record-window__move"
          onClick={onPrevious}
          aria-label={t('centre.records.window.previousLabel', { days: span })}
          data-testid={`${testId}-previous`}
        >
          <Icon name="chevronLeft" size={16} />
          <span>{t('centre.records.window.previous')}</span>
        </button>
        <span className="record-window__range" aria-live="polite" data-testid={`${testId}-range`}>
          <Icon name="clock" size={15} />
          {t('centre.records.window.range', { from: dates.day(from), to: dates.day(to) })}
        </span>
        <button
          type="button"
          className="record-window__move"
          onClick={onNext}
          disabled={atToday}
          aria-label={t('centre.records.window.nextLabel', { days: span })}
          data-testid={`${testId}-next`}
        >
          <span>{t('centre.records.window.next')}</span>
          <Icon name="chevronRight" size={16} />
        </button>
      </div>
    </div>
  );
}
