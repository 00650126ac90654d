import type { ArrayFieldItemTemplateProps } from "@rjsf/utils";
import { fieldLabel } from "../field-label";
import { ItemButtons } from "./item-buttons";

/** One entry of a list, with its buttons beside it. */
export function ArrayItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, schema } = props;
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, fieldPathId } = buttonsProps;
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">{children}</div>
      {hasToolbar ? (
        <div className={`flex shrink-0 gap-1 ${schema.type === "object" ? "pt-3" : "pt-7"}`}>
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
