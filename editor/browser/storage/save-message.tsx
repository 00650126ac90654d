import { use } from "react";
import { StorageContext } from "./storage-context";
import { moveWords } from "./move-words";
import type { SaveStatus } from "./save-status";

interface SaveMessageProps {
  status: SaveStatus;
  onShow: (pointer: string) => void;
  onReload: () => void;
  /** Opens the field-by-field choice between the author's copy and the one saved meanwhile. */
  onChoose: () => void;
}

/** The outcome of Save, read out as it changes: saved (with the page's link), refused, or a conflict. */
export function SaveMessage({ status, onShow, onReload, onChoose }: SaveMessageProps) {
  // On a git host a save waits in the author's draft: the site does not show it yet.
  const inDraft = use(StorageContext)?.draft !== undefined;
  return (
    <div role="status" className="text-sm sm:min-h-6">
      {status.kind === "saving" ? "Saving…" : null}
      {status.kind === "saved" ? (
        <span className="text-green-800">
          {inDraft ? "Saved in your draft: publish it from All documents to put it on the site." : "Saved."}
          {status.move ? ` ${moveWords(status.move, true)}` : null}
          {status.path && !inDraft ? (
            <>
              {" "}
              See it at{" "}
              <a href={status.path} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                {status.path}
              </a>
            </>
          ) : null}
        </span>
      ) : null}
      {status.kind === "refused" ? (
        <span className="text-red-800">
          Not saved: {status.errors === 1 ? "1 error remains" : `${status.errors} errors remain`}. Fix this field first:{" "}
          <button type="button" onClick={() => onShow(status.first.pointer)} className="font-semibold underline">
            {status.first.place ? `${status.first.place}: ` : ""}
            {status.first.message}
          </button>
        </span>
      ) : null}
      {status.kind === "conflict" && status.canChoose ? (
        <span className="text-red-800">
          Not saved yet: someone saved this page while you were editing.{" "}
          <button type="button" onClick={onChoose} className="font-semibold underline">
            Choose what to keep
          </button>
        </span>
      ) : null}
      {status.kind === "conflict" && !status.canChoose ? (
        <span className="text-red-800">
          Not saved: changed on disk. {status.message}{" "}
          <button type="button" onClick={onReload} className="font-semibold underline">
            Reload
          </button>
        </span>
      ) : null}
      {status.kind === "failed" ? <span className="text-red-800">Not saved: {status.message}</span> : null}
    </div>
  );
}
