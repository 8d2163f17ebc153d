import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import './records.css';

export interface FilterOption {
  /** '' stands for "all". */
  value: string;
  label: string;
}

interface FilterProps {
  label: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

/**
 * Which ends of a scrolling row hide more content, kept up to date while the row scrolls
 * or changes size, so the row can fade out at that end and show there is more to see.
 */
function useHiddenEnds(row: RefObject<HTMLElement | null>, count: number) {
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const measure = () => {
      const hidden = el.scrollWidth - el.clientWidth;
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft < hidden - 1;
      setEnds((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [row, count]);
  return ends;
}

// Arrow keys, Home and End move between the tabs as in any tab list; Enter or Space chooses.
const STEPS: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => (at >= last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at <= 0 ? last : at - 1),
  Home: () => 0,
  End: (_at, last) => last,
};

/**
 * A record list's filter as a row of tabs, for a few short choices (game categories).
 * When the tabs do not fit, the row scrolls sideways and fades out at the end that hides
 * more; the chosen tab is scrolled into sight.
 */
export function RecordTabs({ label, options, value, onChange, testId }: FilterProps) {
  const row = useRef<HTMLDivElement>(null);
  const ends = useHiddenEnds(row, options.length);

  useEffect(() => {
    row.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    const tabs = Array.from(row.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (!step || at < 0) return;
    event.preventDefault();
    tabs[step(at, tabs.length - 1)]?.focus();
  };

  const fade = `${ends.start ? ' has-more-start' : ''}${ends.end ? ' has-more-end' : ''}`;
  return (
    <div ref={row} className={`record-tabs${fade}`} role="tablist" aria-label={label} onKeyDown={onKeyDown} data-testid={testId}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value || 'all'}
            type="button"
            role="tab"
            aria-selected={selected}
            className={`record-tabs__tab${selected ? ' is-active' : ''}`}
            onClick={() => !selected && onChange(option.value)}
            data-testid={`${testId}-${option.value || 'all'}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** A record list's filter as a labelled drop-down, for many choices (record kinds). */
export function RecordSelect({ label, options, value, onChange, testId }: FilterProps) {
  const id = useId();
  return (
    <div className="record-select">
      <label className="record-select__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="record-select__input" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {options.map((option) => (
          <option key={option.value || 'all'} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
