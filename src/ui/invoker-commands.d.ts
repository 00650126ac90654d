import "react";

// Invoker commands (HTML): a button that opens or closes a dialog with no script. React passes the
// attributes through as written; its types do not list them yet.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameter must match React's declaration
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string;
    /** What the button does to it. */
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
}
