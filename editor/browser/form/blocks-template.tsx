import { descriptionId, type ArrayFieldTemplateProps } from "@rjsf/utils";
import { BlocksContext, type BlockSummary } from "./form-contexts";
import { editorContextOf } from "./editor-form-context";

/** The page's blocks, top to bottom, one panel each, and the button that adds one. */
export function BlocksTemplate(props: ArrayFieldTemplateProps) {
  const { items, formData, fieldPathId, schema, registry } = props;
  const blocks = (Array.isArray(formData) ? formData : []) as BlockSummary[];
  return (
    <section aria-labelledby="blocks-heading" className="flex flex-col gap-3" id={fieldPathId.$id}>
      <h2 id="blocks-heading" className="text-xl font-bold">
        Sections of the page
      </h2>
      {schema.description ? (
        <p id={descriptionId(fieldPathId)} className="-mt-2 text-sm text-slate-600 [overflow-wrap:anywhere]">
          {schema.description} Open a section to change it.
        </p>
      ) : null}
      <BlocksContext value={blocks}>
        <ol className="flex flex-col gap-2">{items}</ol>
      </BlocksContext>
      <button
        type="button"
        onClick={() => editorContextOf(registry).chooseBlock(items.length)}
        className="btn-outline self-start"
      >
        Add a section
      </button>
    </section>
  );
}
