import type { ReactNode } from "react";
import type { CoursePage } from "../generated/page";
import { plannedBatches } from "../content/next-batch";
import { MARKERS } from "../runtime/markers";

/**
 * A course's planned batches (`batches`: its heading and list) where it has some, and what it offers
 * while none is planned (`offer`: "Tell me when the next batch opens"), drawn hidden after them: once the
 * last of them has started, the page's first script hides them and shows the offer
 * (src/app/boot/first-script/started-batches.ts), so no heading is ever left over an empty list, even
 * between builds.
 */
export function BatchesOrOffer({
  nextBatches,
  batches,
  offer,
}: {
  nextBatches: CoursePage["nextBatches"];
  batches: ReactNode;
  offer: ReactNode;
}) {
  const planned = plannedBatches({ nextBatches }).length > 0;
  return (
    <>
      {planned ? <div {...{ [MARKERS.batches]: "" }}>{batches}</div> : null}
      <div {...{ [MARKERS.noBatch]: "" }} hidden={planned}>
        {offer}
      </div>
    </>
  );
}
