import { useId } from 'react';
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

/** A record list's filter as a row of tabs, for a few short choices (game categories). */
export function RecordTabs({ label, options, value, onChange, testId }: FilterProps) {
  return (
    <div className="record-tabs" role="tablist" aria-label={label} data-testid={testId}>
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
