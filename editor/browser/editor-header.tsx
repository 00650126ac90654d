import type { ReactNode } from "react";
import { SaveMessage } from "./storage/save-message";
import type { SaveStatus } from "./storage/save-status";
import { EDITOR_ADDRESS } from "./boot/editor-addresses";
import { PageLanguages } from "./translation/page-languages";

interface EditorHeaderProps {
  heading: string;
  file: string;
  unsaved: boolean;
  status: SaveStatus;
  onSave: () => void;
  onShow: (pointer: string) => void;
  onReload: () => void;
  onChoose: () => void;
  /** Undo and Redo. */
  history: ReactNode;
}

/** The bar that stays at the top: back to the list, which document this is, Save and what it did. */
export function EditorHeader({
  heading,
  file,
  unsaved,
  status,
  onSave,
  onShow,
  onReload,
  onChoose,
  history,
}: EditorHeaderProps) {
  return (
    <header className="sticky top-0 z-20 shrink-0 border-b border-slate-300 bg-white px-3 py-2 shadow-sm sm:px-6 sm:py-3">
      {/* On a phone the title takes a line of its own below the buttons, and wraps rather than being cut short. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:gap-x-6">
        <a href={EDITOR_ADDRESS} className="text-brand-700 underline">
          All documents
        </a>
        <div className="order-last min-w-0 basis-full sm:order-none sm:basis-0 sm:flex-1">
          <h1 className="text-lg font-bold leading-snug [overflow-wrap:anywhere] sm:text-xl">{heading}</h1>
          <p className="hidden font-mono text-xs text-slate-500 [overflow-wrap:anywhere] sm:block">{file}</p>
          <PageLanguages file={file} />
        </div>
        {history}
        <span className="order-last basis-full text-sm text-slate-600 sm:order-none sm:basis-auto">
          {unsaved ? "Unsaved changes" : "No unsaved changes"}
        </span>
        <button
          type="button"
          onClick={onSave}
          disabled={status.kind === "saving"}
          className="btn-primary ml-auto sm:ml-0"
        >
          Save
        </button>
      </div>
      <SaveMessage status={status} onShow={onShow} onReload={onReload} onChoose={onChoose} />
    </header>
  );
}
