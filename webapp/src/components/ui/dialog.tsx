import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector));
}

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button and a backdrop click all count as the negative answer. */
  onDismiss: () => void;
  children?: ReactNode;
  /** The buttons row at the bottom. */
  actions?: ReactNode;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** The element focused on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Hide the × button (when the actions row already offers a way out). */
  hideCloseButton?: boolean;
  dismissOnBackdrop?: boolean;
};

/**
 * A modal dialog: focus moves in and stays in (Tab wraps), the rest of the page is inert,
 * Escape dismisses, and focus returns to where it was on close.
 */
export function Dialog({
  open,
  title,
  onDismiss,
  children,
  actions,
  role = 'dialog',
  initialFocusRef,
  hideCloseButton = false,
  dismissOnBackdrop = true,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const container = containerRef.current;
    // Everything outside the dialog becomes inert: not focusable, not read out.
    const siblings = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== container && !element.hasAttribute('inert'),
    );
    siblings.forEach((element) => element.setAttribute('inert', ''));
    const target = initialFocusRef?.current ?? (panel ? focusables(panel)[0] : undefined) ?? panel;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        dismissRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = focusables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      siblings.forEach((element) => element.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      previouslyFocused?.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;
  return createPortal(
    <div className="dialog-container" ref={containerRef}>
      <div
        className="dialog-backdrop"
        aria-hidden="true"
        onClick={() => {
          if (dismissOnBackdrop) onDismiss();
        }}
      />
      <div
        ref={panelRef}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button type="button" className="dialog__close" aria-label="Close" onClick={onDismiss}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children ? (
          <div id={bodyId} className="dialog__body">
            {children}
          </div>
        ) : null}
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
