import clsx from "clsx";
import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { Icon } from "./icon";

const VARIANTS = {
  /**
   * A panel at the right edge, full height: the mobile menu. A popover, not a modal: opening a modal
   * makes the rest of the page inert, which restyles every element of it, and on a slow phone that
   * alone took longer than the 100 ms a tap may take to answer (README, "How a page starts").
   */
  drawer: {
    modal: false,
    frame: "drawer m-0 h-full max-h-none w-[280px] max-w-full overflow-y-auto bg-white p-0 shadow-2xl",
    header: "sticky top-0 z-10 border-b border-slate-200 bg-white px-5 py-3",
    heading: "font-bold text-brand-900",
    /** The drawer's sections bring their own spacing. */
    body: undefined,
  },
  /** A centred card: a form or a longer text. */
  modal: {
    modal: true,
    // The height limit a modal <dialog> gets from the browser, for the same card shown as a popover.
    frame:
      "w-[min(36rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl",
    header: "px-6 pt-6 sm:px-8 sm:pt-8",
    heading: "text-xl font-bold text-slate-900",
    body: "px-6 pb-6 pt-4 sm:px-8 sm:pb-8",
  },
} as const;

type Variant = keyof typeof VARIANTS;

type DialogProps = Omit<ComponentProps<"dialog">, "id" | "title"> & {
  id: string;
  title: ReactNode;
  /** The close button's name ("Close menu"). */
  closeLabel: string;
  variant?: Variant;
  /** The heading's level: 2 for a dialog of the page's frame, 3 inside a section. */
  headingLevel?: 2 | 3;
};

/**
 * A <dialog> that works before any script, in every engine: a popover (popovertarget opens it,
 * Escape or a tap outside closes it, focus is moved in and given back), which an engine with invoker
 * commands opens as a modal instead (command="show-modal": the page behind inert; closedby="any").
 * WebKit has popover but not invoker commands yet: there a modal opens as a popover, with no script
 * and no polyfill (README, "How a page starts"). Choosing a link in it closes it too, for links the
 * router follows without loading a page.
 */
export function Dialog({
  id,
  title,
  closeLabel,
  variant = "modal",
  headingLevel = 2,
  className,
  children,
  ...props
}: DialogProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { modal, frame, header, heading, body } = VARIANTS[variant];
  return (
    // A click is answered by the links it lands on; the dialog only closes after them.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      id={id}
      popover="auto"
      {...(modal ? { closedby: "any" } : {})}
      aria-labelledby={`${id}-title`}
      onClick={closeOnLink}
      className={clsx(frame, "backdrop:bg-slate-900/60", className)}
      {...props}
    >
      <div className={clsx("flex items-center justify-between gap-4", header)}>
        <Heading id={`${id}-title`} className={heading}>
          {title}
        </Heading>
        <button
          type="button"
          {...(modal ? { commandfor: id, command: "close" } : {})}
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={closeLabel}
          className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
        >
          <Icon name="close" />
        </button>
      </div>
      {body ? <div className={body}>{children}</div> : children}
    </dialog>
  );
}

function closeOnLink(event: MouseEvent<HTMLDialogElement>) {
  if (!(event.target instanceof Element && event.target.closest("a[href]"))) return;
  const dialog = event.currentTarget;
  // Opened as a modal it is [open]; opened as a popover it is not.
  if (dialog.open) dialog.close();
  else dialog.hidePopover();
}

type DialogOpenerProps = Omit<
  ComponentProps<"button">,
  "type" | "command" | "commandfor" | "popoverTarget" | "popoverTargetAction"
> & {
  /** The id of the Dialog it opens. */
  dialog: string;
  /** The Dialog's variant. */
  variant?: Variant;
};

/**
 * The button that opens a Dialog, with no script: popovertarget, which every engine has. For a
 * modal, also the invoker command that opens it as one; an engine that has invoker commands follows
 * the command and ignores popovertarget, one that lacks them follows popovertarget.
 */
export function DialogOpener({ dialog, variant = "modal", children, ...props }: DialogOpenerProps) {
  const command = VARIANTS[variant].modal ? ({ commandfor: dialog, command: "show-modal" } as const) : {};
  return (
    <button type="button" {...command} popoverTarget={dialog} aria-haspopup="dialog" {...props}>
      {children}
    </button>
  );
}
