import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './Icon';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  /** `dialog` is the 400 px warning dialog, `modal` the 600x300 popup (spec section 9), `game` the game popup. */
  size?: 'dialog' | 'modal' | 'wide' | 'game';
  /** Small popups close on a background click (spec-notes 11); large overlays do not. */
  closeOnBackdrop?: boolean;
  testId?: string;
  icon?: ReactNode;
}

/** The popups open now, the last opened on top. */
const openModals: object[] = [];

/**
 * A popup over the page. Escape, the close button and (for small popups) a click on
 * the background all call onClose; focus moves into the popup and returns after.
 */
export function Modal({ title, onClose, closeLabel, children, size = 'modal', closeOnBackdrop = true, testId, icon }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const self = {};
    openModals.push(self);
    const onKey = (e: KeyboardEvent) => {
      // Escape closes the popup on top only (a notice over the game popup, not both).
      if (e.key === 'Escape' && openModals.at(-1) === self) {
        e.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openModals.splice(openModals.indexOf(self), 1);
      previous?.focus?.();
    };
  }, []);

  return createPortal(
    <div
      className="modal-backdrop"
      data-testid={testId ? `${testId}-backdrop` : undefined}
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <header className="modal__header">
          {icon}
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button modal__close" onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" />
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
