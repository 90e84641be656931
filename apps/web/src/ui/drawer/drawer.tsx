import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons';
import { useFocusTrap } from '../use-focus-trap';
import './drawer.css';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Heading of the panel; labels the dialog. */
  title: string;
  /** Accessible name of the close button in the header. */
  closeLabel: string;
  /** The control that opened the drawer: focus goes back to it when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** Stays at the bottom while the body scrolls (e.g. an apply button). */
  footer?: ReactNode;
}

/** Keeps the page behind a modal from scrolling while `active`; restores what was set before. */
function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { style } = document.body;
    const before = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = before;
    };
  }, [active]);
}

/**
 * A modal side panel (role dialog, aria-modal, labelled by its title): focus moves into it and is
 * trapped there (ui/use-focus-trap, shared with the customer-selection dialog); Escape, the close
 * button and a click beside it close it; focus returns to the opener; the page behind does not scroll.
 */
export function Drawer({ open, onClose, title, closeLabel, returnFocusTo, children, footer }: DrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useFocusTrap(open, panel, onClose);
  useBodyScrollLock(open);

  // Into the panel when it opens, back to the opener when it closes (or unmounts).
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const opener = returnFocusTo.current;
    return () => opener?.focus();
  }, [open, returnFocusTo]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className="drawer__backdrop">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="drawer"
      >
        <header className="drawer__header">
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
          <button ref={closeButton} type="button" className="icon-button" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        </header>
        <div className="drawer__body">{children}</div>
        {footer && <footer className="drawer__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
