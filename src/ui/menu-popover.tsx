import clsx from "clsx";
import type { ComponentProps, MouseEvent } from "react";

/**
 * The button of a MenuPopover: opens and closes it with no script (popovertarget), and so becomes
 * the anchor the stylesheet places the list under (.menu-popover's position-area).
 */
export function MenuButton({ menu, className, ...props }: ComponentProps<"button"> & { menu: string }) {
  return <button type="button" popoverTarget={menu} className={clsx("menu-button", className)} {...props} />;
}

/**
 * A list of links under its MenuButton, in the top layer: the browser opens it, closes it on
 * Escape or a tap elsewhere (light dismiss), and gives focus back. Choosing a link closes it too,
 * for links the router follows without loading a page.
 */
export function MenuPopover({ id, className, ...props }: ComponentProps<"div"> & { id: string }) {
  return (
    // A click is answered by the link it lands on; the list only closes after it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div id={id} popover="auto" onClick={hideOnLink} className={clsx("menu-popover", className)} {...props} />
  );
}

function hideOnLink(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.closest("a[href]")) event.currentTarget.hidePopover();
}
