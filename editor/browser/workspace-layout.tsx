import clsx from "clsx";
import type { FocusEvent, ReactNode } from "react";
import { ToggleGroup } from "./toggle-group";

export type Pane = "form" | "preview";

const PANES: { value: Pane; label: string }[] = [
  { value: "form", label: "Form" },
  { value: "preview", label: "Preview" },
];

interface WorkspaceLayoutProps {
  header: ReactNode;
  form: ReactNode;
  /** Pages have one; site settings and forms do not. */
  preview?: ReactNode;
  /** The pane shown where the screen holds one only (narrower than the large breakpoint). */
  pane: Pane;
  onPane: (pane: Pane) => void;
  onFormFocus: (event: FocusEvent) => void;
}

/**
 * The editor fills the window, and each pane scrolls on its own, so the header (Save) and the
 * preview stay in view: the form beside the preview on a wide screen; on a tablet or a phone one of
 * them at a time, with a switch between them.
 */
export function WorkspaceLayout({ header, form, preview, pane, onPane, onFormFocus }: WorkspaceLayoutProps) {
  return (
    <div className="flex h-dvh flex-col">
      {header}
      {/* The document being edited is the page's main content; the preview beside it is its aside. */}
      <main className="flex min-h-0 flex-1 flex-col">
        {preview ? (
          <ToggleGroup
            label="Show"
            options={PANES}
            value={pane}
            onChange={onPane}
            className="shrink-0 justify-center border-b border-slate-300 bg-white px-3 py-2 lg:hidden"
            buttonClassName="min-h-10 max-w-48 flex-1"
          />
        ) : null}
        <div
          className={clsx(
            "grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)]",
            preview && "lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]",
          )}
        >
          <div
            onFocus={onFormFocus}
            // Positioned, so what is placed absolutely inside (text for screen readers only) scrolls
            // with the pane instead of making the whole window taller.
            className={clsx(
              "relative overflow-y-auto px-3 py-4 sm:px-6",
              preview && pane !== "form" && "max-lg:hidden",
            )}
          >
            <div className="mx-auto flex max-w-4xl flex-col gap-5">{form}</div>
          </div>
          {preview ? (
            <aside
              aria-label="Preview"
              className={clsx("min-h-0 py-2 sm:px-6 sm:py-4 lg:pl-0", pane !== "preview" && "max-lg:hidden")}
            >
              {preview}
            </aside>
          ) : null}
        </div>
      </main>
    </div>
  );
}
