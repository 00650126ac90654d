import type { ReactNode } from "react";

/** Stands in the preview for a block that cannot be drawn yet, saying why. */
export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div className="container-page my-4 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-900">
      {children}
    </div>
  );
}
