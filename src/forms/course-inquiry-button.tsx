import { memo, useId } from "react";
import { DeferUntilVisible } from "../runtime/defer-until-visible";
import { lazyPart } from "../runtime/lazy-part";
import { Dialog, DialogOpener } from "../ui/dialog";
import type { FormViewProps } from "./form-view";
import { useSite } from "../ui/site-settings";

const FormView = lazyPart(() => import("./form-view").then((m) => m.default));

interface CourseInquiryButtonProps extends Pick<FormViewProps, "course" | "prefill"> {
  className?: string;
  /** Its words; the site's "Send Inquiry" unless given. */
  label?: string;
}

/**
 * "Send Inquiry": opens the course inquiry form in a dialog, with no script (on a course page, its
 * course chosen and, for "Tell me when the next batch opens", its question written). The form is in
 * the pre-rendered page; its code loads when the dialog first shows it.
 *
 * Memoized: the search bar around it re-renders as soon as the page has hydrated (and on every key
 * typed into the search), and a re-render reaching the form before its code has arrived makes React
 * throw the pre-rendered form away and draw a new one, with what the visitor was typing in it lost
 * (see DeferUntilVisible).
 */
export const CourseInquiryButton = memo(function CourseInquiryButton({
  className,
  label,
  course,
  prefill,
}: CourseInquiryButtonProps) {
  const dialogId = useId();
  const { words } = useSite();
  return (
    <>
      <DialogOpener dialog={dialogId} className={className ?? "btn-accent"}>
        {label ?? words.sendInquiry}
      </DialogOpener>
      <Dialog id={dialogId} title={words.courseInquiry} closeLabel={words.close}>
        <DeferUntilVisible fallback={<p className="text-slate-600">{words.loadingForm}</p>}>
          <FormView id="course-inquiry" course={course} prefill={prefill} />
        </DeferUntilVisible>
      </Dialog>
    </>
  );
});
