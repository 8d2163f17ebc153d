interface ProgressBarProps {
  /** 0..1 */
  ratio: number;
  label: string;
  /** The words a screen reader says for the value ("₦120.00 of ₦500.00"). */
  valueText: string;
  complete?: boolean;
}

export function ProgressBar({ ratio, label, valueText, complete }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, ratio)) * 100);
  return (
    <div
      className={`engage-progress${complete ? ' is-complete' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <span className="engage-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
