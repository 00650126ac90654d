import type { ReactNode } from "react";
import { SaveMessage } from "./save-message";
import type { SaveStatus } from "./save-status";

interface EditorHeaderProps {
  heading: string;
  file: string;
  unsaved: boolean;
  status: SaveStatus;
  onSave: () => void;
  onShow: (pointer: string) => void;
  onReload: () => void;
  /** Undo and Redo. */
  history: ReactNode;
}

/** The bar that stays at the top: back to the list, which document this is, Save and what it did. */
export function EditorHeader({ heading, file, unsaved, status, onSave, onShow, onReload, history }: EditorHeaderProps) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-300 bg-white px-6 py-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <a href="/__edit" className="text-brand-700 underline">
          All documents
        </a>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-bold">{heading}</h1>
          <p className="font-mono text-xs text-slate-500">{file}</p>
        </div>
        {history}
        <span className="text-sm text-slate-600">{unsaved ? "Unsaved changes" : "No unsaved changes"}</span>
        <button type="button" onClick={onSave} disabled={status.kind === "saving"} className="btn-primary">
          Save
        </button>
      </div>
      <SaveMessage status={status} onShow={onShow} onReload={onReload} />
    </header>
  );
}
