import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A question over the page with a confirm and a cancel button: the focus moves to the
 * confirm button, Tab stays inside, Escape cancels (not while the answer is awaited).
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  testId,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}) {
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="bo-dialog-backdrop">
      <div
        className="bo-card bo-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        aria-busy={busy}
        data-testid={testId}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !busy) {
            e.preventDefault();
            onCancel();
          }
          if (e.key === 'Tab') {
            // Two buttons: Tab goes from one to the other.
            const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
            const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
            if (buttons.length > 0) {
              e.preventDefault();
              buttons[(at + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length]!.focus();
            }
          }
        }}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <div id={`${id}-text`}>{children}</div>
        <div className="bo-row bo-dialog__buttons">
          <button type="button" className="bo-button" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button ref={confirm} type="button" className="bo-button bo-button--primary" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
