import type { AddressMove } from "../../documents/storage-contract";

/** "About Us, Our Vision and Site settings". */
const LIST = new Intl.ListFormat("en-GB", { type: "conjunction" });

/** What moving a page to its new address does, or did once saved, in sentences for the author. */
export function moveWords({ from, to, linkedFrom, keptOld }: AddressMove, done: boolean): string {
  const moved = done ? `The page moved from ${from} to ${to}.` : `Saving moves the page from ${from} to ${to}.`;
  const links =
    linkedFrom.length === 0
      ? ""
      : ` Its links on ${LIST.format(linkedFrom)} ${done ? "now lead" : "will lead"} to the new address.`;
  const old = keptOld
    ? ` ${from} ${done ? "still shows" : "will still show"} it, for links shared before.`
    : ` Links to ${from} shared elsewhere will find no page.`;
  return moved + links + old;
}
