import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useScrollHint } from '../../../app/useScrollHint';
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
  const { ref: row, className: hint } = useScrollHint<HTMLDivElement>(options.length);

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

  return (
    <div ref={row} className={`record-tabs ${hint}`} role="tablist" aria-label={label} onKeyDown={onKeyDown} data-testid={testId}>
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
