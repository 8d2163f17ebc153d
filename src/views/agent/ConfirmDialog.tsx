import { useId, type ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import '../../components/forms.css';

/**
 * "Accept this contract?": a question over the page with a confirm and a cancel button.
 * Escape cancels (and does not reach the centre, which would close).
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}) {
  const titleId = useId();
  return (
    <div
      className="inline-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <div className="inline-dialog__panel inline-dialog__panel--warning">
        <span className="inline-dialog__icon">
          <Icon name="warning" size={26} />
        </span>
        <h3 id={titleId} className="inline-dialog__title">
          {title}
        </h3>
        <div className="inline-dialog__text">{children}</div>
        <div className="agent-dialog__buttons">
          <button type="button" className="button button--ghost" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {cancelLabel}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm} autoFocus data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
