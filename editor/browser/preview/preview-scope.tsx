import type { ReactNode } from "react";
import { PREVIEW_MARKERS } from "./preview-markers";

/**
 * Marks what draws these parts of the document, so a click inside names them to the editor and the
 * field in focus can be found here. A plain block box: the site's blocks stack as they would in <main>.
 */
export function PreviewScope({ pointers, children }: { pointers: readonly string[]; children: ReactNode }) {
  return <div {...{ [PREVIEW_MARKERS.scope]: pointers.join(" ") }}>{children}</div>;
}
