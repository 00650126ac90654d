import type { WidgetProps } from "@rjsf/utils";
import { moveWords } from "../storage/move-words";
import { BaseInputTemplate } from "./base-input-template";
import { editorContextOf } from "./editor-form-context";

/**
 * The page's address ("path"), which the author may change: the field says what saving will do
 * (the page, its file and the links to it move) and offers to keep the old address working.
 */
export function AddressWidget(props: WidgetProps) {
  const { saved, move, keptOld, keepOld } = editorContextOf(props.registry).address;
  // While the address cannot be taken, its problem (under the field) is all the author needs.
  const moving = saved !== undefined && props.value !== saved && !props.rawErrors?.length;
  return (
    <>
      <BaseInputTemplate {...props} type="text" />
      {moving ? (
        <div data-address-move className="flex flex-col gap-2 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm">
          {move && move.to === props.value ? <p>{moveWords({ ...move, keptOld }, false)}</p> : null}
          <label className="flex items-center gap-2 font-semibold">
            <input type="checkbox" checked={keptOld} onChange={(event) => keepOld(event.target.checked)} />
            Keep {saved} working too, for links shared before
          </label>
        </div>
      ) : null}
    </>
  );
}
