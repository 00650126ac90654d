import type { ArrayFieldItemTemplateProps } from "@rjsf/utils";
import { use } from "react";
import { entryLabel } from "../fields/entry-label";
import { ItemButtons } from "./item-buttons";
import { ListContext, useBlockType } from "./form-contexts";

/** One entry of a list, with its buttons beside it, named by what the entry says. */
export function ArrayItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, schema, index } = props;
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, fieldPathId } = buttonsProps;
  const blockType = useBlockType(fieldPathId.path);
  const entry = use(ListContext)[index];
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
      <div className="min-w-0 flex-1">{children}</div>
      {hasToolbar ? (
        <div
          className={`flex shrink-0 gap-1 self-end sm:self-auto ${schema.type === "object" ? "sm:pt-3" : "sm:pt-7"}`}
        >
          <ItemButtons
            name={entryLabel(fieldPathId.path, entry, blockType)}
            canMoveUp={hasMoveUp}
            canMoveDown={hasMoveDown}
            canRemove={hasRemove}
            onMoveUp={onMoveUpItem}
            onMoveDown={onMoveDownItem}
            onRemove={onRemoveItem}
          />
        </div>
      ) : null}
    </div>
  );
}
