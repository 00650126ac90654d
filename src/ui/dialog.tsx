import clsx from "clsx";
import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { Icon } from "./icon";

const VARIANTS = {
  /** A panel at the right edge, full height: the mobile menu. */
  drawer: "drawer m-0 ml-auto h-full max-h-none w-[280px] max-w-full overflow-y-auto bg-white p-0 shadow-2xl",
  /** A centred card: a form or a longer text. */
  modal: "w-[min(36rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl",
} as const;

type DialogProps = Omit<ComponentProps<"dialog">, "id" | "title"> & {
  id: string;
  title: ReactNode;
  /** The close button's name ("Close menu"). */
  closeLabel: string;
  variant?: keyof typeof VARIANTS;
  /** The heading's level: 2 for a dialog of the page's frame, 3 inside a section. */
  headingLevel?: 2 | 3;
};

/**
 * A modal <dialog> that works before any script: opened by a DialogOpener (invoker commands),
 * closed by its Close button, Escape or a tap on the backdrop (closedby="any"), with focus moved in
 * and given back by the browser. Choosing a link in it closes it too, for links the router follows
 * without loading a page.
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
  return (
    // A click is answered by the links it lands on; the dialog only closes after them.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      id={id}
      closedby="any"
      aria-labelledby={`${id}-title`}
      onClick={closeOnLink}
      className={clsx(VARIANTS[variant], "backdrop:bg-slate-900/60", className)}
      {...props}
    >
      <div
        className={clsx(
          "flex items-center justify-between gap-4",
          variant === "drawer"
            ? "sticky top-0 border-b border-slate-200 bg-white px-5 py-3"
            : "px-6 pt-6 sm:px-8 sm:pt-8",
        )}
      >
        <Heading
          id={`${id}-title`}
          className={variant === "drawer" ? "font-bold text-brand-900" : "text-xl font-bold text-slate-900"}
        >
          {title}
        </Heading>
        <button
          type="button"
          commandfor={id}
          command="close"
          aria-label={closeLabel}
          className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
        >
          <Icon name="close" />
        </button>
      </div>
      {variant === "drawer" ? children : <div className="px-6 pb-6 pt-4 sm:px-8 sm:pb-8">{children}</div>}
    </dialog>
  );
}

function closeOnLink(event: MouseEvent<HTMLDialogElement>) {
  if (event.target instanceof Element && event.target.closest("a[href]")) event.currentTarget.close();
}

type DialogOpenerProps = Omit<ComponentProps<"button">, "type" | "command" | "commandfor"> & {
  /** The id of the Dialog it opens. */
  dialog: string;
};

/** The button that opens a Dialog, with no script (invoker commands). */
export function DialogOpener({ dialog, children, ...props }: DialogOpenerProps) {
  return (
    <button type="button" commandfor={dialog} command="show-modal" aria-haspopup="dialog" {...props}>
      {children}
    </button>
  );
}
