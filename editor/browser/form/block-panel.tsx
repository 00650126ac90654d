import type { ArrayFieldItemTemplateProps } from "@rjsf/utils";
import { use, type MouseEvent } from "react";
import { blockLabel } from "../fields/block-label";
import { blockName } from "../fields/block-name";
import { BlocksContext } from "./form-contexts";
import { editorContextOf } from "./editor-form-context";
import { ItemButtons } from "./item-buttons";

/**
 * One block of the page as a panel that opens and closes (the accordion of the WAI-ARIA APG): the
 * heading names the block by what it is for and its heading, the buttons move, remove or add after
 * it.
 */
export function BlockPanel(props: ArrayFieldItemTemplateProps) {
  const { children, index, buttonsProps, registry } = props;
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, fieldPathId } = buttonsProps;
  const context = editorContextOf(registry);
  const block = use(BlocksContext)[index];
  const open = context.openBlocks.includes(index);
  const errors = context.blockErrors[index];
  const panelId = `${fieldPathId.$id}-panel`;
  const name = blockLabel(block);
  const then = (action: (event: MouseEvent) => void, after: () => void) => (event: MouseEvent) => {
    action(event);
    after();
  };
  return (
    <li className="rounded-lg border border-slate-300 bg-white" data-block={index}>
      <div className="flex flex-wrap items-center justify-end gap-2 px-2 py-2 sm:px-3">
        <h3 className="min-w-0 flex-1 basis-full sm:basis-0">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => context.toggleBlock(index)}
            className="flex w-full min-w-0 items-baseline gap-2 rounded-md px-1 py-1 text-left hover:bg-slate-100"
          >
            <span aria-hidden="true" className="w-4 text-slate-500">
              {open ? "▾" : "▸"}
            </span>
            <span className="text-slate-600">{index + 1}.</span>
            <span className="shrink-0 font-semibold">{blockName(block?.type)}</span>
            <span className="truncate text-slate-600">{block?.heading}</span>
          </button>
        </h3>
        {errors ? (
          <span className="shrink-0 rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">
            {errors} {errors === 1 ? "error" : "errors"}
          </span>
        ) : null}
        <ItemButtons
          name={name}
          canMoveUp={hasMoveUp}
          canMoveDown={hasMoveDown}
          canRemove={hasRemove}
          onMoveUp={then(onMoveUpItem, () => context.blockMoved(index, index - 1))}
          onMoveDown={then(onMoveDownItem, () => context.blockMoved(index, index + 1))}
          onRemove={then(onRemoveItem, () => context.blockRemoved(index))}
        />
        <button
          type="button"
          onClick={() => context.chooseBlock(index + 1)}
          title={`Add a section below: ${name}`}
          className="h-8 shrink-0 rounded-md border border-slate-300 bg-white px-2 text-sm hover:bg-slate-100"
        >
          + Add below<span className="sr-only">: {name}</span>
        </button>
      </div>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 p-3 sm:p-4">
        {children}
      </div>
    </li>
  );
}
