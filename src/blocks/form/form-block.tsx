import type { BlockProps } from "../../content/blocks";
import { DeferUntilVisible } from "../../runtime/defer-until-visible";
import { lazyPart } from "../../runtime/lazy-part";
import { courseOfPage } from "../../content/catalogue/course-categories";
import type { BlockEntry } from "../block-entry";
import { Section } from "../../ui/section";
import { useSite } from "../../ui/site-settings";

// Form code (react-hook-form, EmailJS, toasts) loads only on pages that place a form.
const FormView = lazyPart(() => import("../../forms/form-view").then((m) => m.default));

/** The page's own course, which a course choice selects from the start. */
type FormBlockProps = BlockProps<"form"> & { course?: { title: string; category: string }; service?: string };

/**
 * The id of a form block's first field. A link to it (`#enrolment-start`) leads to the page's form and
 * puts the focus in that field by the browser's own fragment navigation, with scripts or none.
 */
export const formStartId = (form: string) => `${form}-start`;

function FormBlock({ block, course, service }: FormBlockProps) {
  const { words } = useSite();
  return (
    <Section id={block.form} heading={block.heading} intro={block.intro} tone="muted">
      <div className="card relative p-5 sm:p-8">
        <DeferUntilVisible fallback={<p className="text-slate-600">{words.loadingForm}</p>}>
          <FormView id={block.form} course={course} service={service} startId={formStartId(block.form)} />
        </DeferUntilVisible>
      </div>
    </Section>
  );
}

/** On a course page, the form's course choice selects the page's course; on a service page, its service. */
export const formBlock: BlockEntry<"form", FormBlockProps> = {
  component: FormBlock,
  resolve: (block, { page, catalogue }) => {
    const ofPage = courseOfPage(page, catalogue.categories);
    const course = ofPage && { title: ofPage.course.title, category: ofPage.category.title };
    return { block, course, service: page?.kind === "service" ? page.title : undefined };
  },
};
