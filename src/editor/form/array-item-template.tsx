import type { ArrayFieldItemTemplateProps } from "@rjsf/utils";
import { fieldLabel } from "../field-label";
import { ItemButtons } from "./item-buttons";

/** One entry of a list, with its buttons beside it. */
export function ArrayItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, schema } = props;
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, fieldPathId } = buttonsProps;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
      <div className="min-w-0 flex-1">{children}</div>
      {hasToolbar ? (
        <div
          className={`flex shrink-0 gap-1 self-end sm:self-auto ${schema.type === "object" ? "sm:pt-3" : "sm:pt-7"}`}
        >
          <ItemButtons
            name={fieldLabel(fieldPathId.path)}
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
