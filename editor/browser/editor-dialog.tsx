import clsx from "clsx";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";

type EditorDialogProps = Omit<ComponentProps<"dialog">, "open" | "title"> & {
  id: string;
  title: ReactNode;
  /**
   * Shown as a modal while true; Escape, the Close button or the backdrop call onClose. Focus goes to
   * the element marked data-autofocus, if any.
   */
  open: boolean;
  onClose: () => void;
};

/**
 * A modal <dialog> the editor opens from its state (which block to insert where, which picture
 * field to fill): the platform gives focus, Escape, inertness and the backdrop.
 */
export function EditorDialog({ id, title, open, onClose, className, children, ...props }: EditorDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The field to fill in, rather than the dialog's first button (Close), when the dialog marks one.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      closedby="any"
      onClose={onClose}
      className={clsx("rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/60", className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        <button type="button" onClick={onClose} className="rounded-md px-3 py-1.5 hover:bg-slate-100">
          Close
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
