import type { BlockProps } from "../../content/blocks";
import { DeferUntilVisible } from "../../app/boot/defer-until-visible";
import { lazyPart } from "../../app/boot/lazy-part";
import { Section } from "../../ui/section";

// Form code (react-hook-form, EmailJS, toasts) loads only on pages that place a form.
const FormView = lazyPart(() => import("../../forms/form-view").then((m) => m.default));

/** The page's own course, which a course choice selects from the start. */
type PageCourse = { title: string; category: string };

export function FormBlock({ block, course }: BlockProps<"form"> & { course?: PageCourse }) {
  return (
    <Section heading={block.heading} intro={block.intro} tone="muted">
      <div className="card relative p-5 sm:p-8">
        <DeferUntilVisible fallback={<p className="text-slate-600">Loading the form…</p>}>
          <FormView id={block.form} course={course} />
        </DeferUntilVisible>
      </div>
    </Section>
  );
}
