import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from './cx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** A panel at the right edge (the mobile menu) rather than a box in the middle. */
  drawer?: boolean;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/**
 * The browser's own modal <dialog>: it keeps focus inside, closes on Escape and gives focus back to
 * what opened it. A click on the backdrop (the dialog element itself, outside its content) closes it.
 */
export function Dialog({ open, onClose, children, className, drawer, ...labels }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={cx(drawer ? 'ui-drawer' : 'ui-dialog', className)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      {...labels}
    >
      {open && children}
    </dialog>
  );
}
