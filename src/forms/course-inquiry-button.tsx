import { lazy, Suspense, useId, useRef, useState } from "react";
import { Icon } from "../ui/icon";

const FormView = lazy(() => import("./form-view"));

/**
 * "Send Inquiry": opens the course inquiry form in a modal dialog. The native <dialog> moves focus
 * in, keeps it there, closes on Escape and returns focus to this button.
 */
export function CourseInquiryButton({ className }: { className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
  };

  return (
    <>
      <button type="button" onClick={show} className={className ?? "btn-accent"} aria-haspopup="dialog">
        Send Inquiry
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="w-[min(36rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              Course Inquiry
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
              aria-label="Close"
            >
              <Icon name="close" />
            </button>
          </div>
          <div className="mt-5">
            {open ? (
              <Suspense fallback={<p className="text-slate-600">Loading the form…</p>}>
                <FormView id="course-inquiry" />
              </Suspense>
            ) : null}
          </div>
        </div>
      </dialog>
    </>
  );
}
