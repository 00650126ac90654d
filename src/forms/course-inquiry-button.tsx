import { lazy, useId } from "react";
import { DeferUntilVisible } from "../app/boot/defer-until-visible";
import { Dialog, DialogOpener } from "../ui/dialog";

const FormView = lazy(() => import("./form-view"));

/**
 * "Send Inquiry": opens the course inquiry form in a modal dialog, with no script. The form is in
 * the pre-rendered page; its code loads when the dialog first shows it.
 */
export function CourseInquiryButton({ className }: { className?: string }) {
  const dialogId = useId();
  return (
    <>
      <DialogOpener dialog={dialogId} className={className ?? "btn-accent"}>
        Send Inquiry
      </DialogOpener>
      <Dialog id={dialogId} title="Course Inquiry" closeLabel="Close">
        <DeferUntilVisible fallback={<p className="text-slate-600">Loading the form…</p>}>
          <FormView id="course-inquiry" />
        </DeferUntilVisible>
      </Dialog>
    </>
  );
}
