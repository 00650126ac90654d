import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { EDITOR_ADDRESS } from "./boot/editor-addresses";
import { EditorDialog } from "./editor-dialog";
import type { DeleteOutcome, DocumentKind, DocumentListItem } from "../documents/storage-contract";
import { useStorage } from "./storage/storage-context";

/** What the list says once a page is deleted (the list reads it from the address's state). */
export interface DeletedNotice {
  deleted: string;
}

interface DeletePageProps {
  file: string;
  kind: DocumentKind;
  title: string;
  path: string;
  /** The version the page was opened (or last saved) at: a page changed since is not deleted. */
  version: string;
}

type Step =
  | { kind: "asking" }
  | { kind: "linked"; message: string; keepers: DocumentListItem[] }
  | { kind: "failed"; message: string };

/**
 * Deleting a page: asked first; where other pages link to it, they are named, and another page of its
 * kind may take its address (its links then lead there), since a link to nothing is never published.
 * On a git host the deletion waits in the author's draft, published like any change.
 */
export function DeletePage({ file, kind, title, path, version }: DeletePageProps) {
  const storage = useStorage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: "asking" });
  const [keeper, setKeeper] = useState("");
  const [busy, setBusy] = useState(false);
  const where = storage.draft ? "once you publish your draft" : "once the site is next built";

  async function remove(keepAddressFor?: string) {
    setBusy(true);
    let outcome: DeleteOutcome;
    try {
      outcome = await storage.deletePage({ file, version, ...(keepAddressFor && { keepAddressFor }) });
    } catch (failure) {
      outcome = { kind: "refused", message: failure instanceof Error ? failure.message : String(failure) };
    }
    setBusy(false);
    if (outcome.kind === "deleted") {
      const notice: DeletedNotice = { deleted: title };
      return navigate(EDITOR_ADDRESS, { state: notice });
    }
    if (outcome.kind !== "linked") return setStep({ kind: "failed", message: outcome.message });
    // The pages of its kind that may take its address; none offered where the list cannot be read.
    const listed = await storage.listDocuments().catch(() => []);
    const keepers = listed.filter((item) => item.kind === kind && item.file !== file);
    setKeeper(keepers[0]?.file ?? "");
    setStep({ kind: "linked", message: outcome.message, keepers });
  }

  const close = () => {
    setOpen(false);
    setStep({ kind: "asking" });
  };
  return (
    <section aria-label="Delete" className="mt-8 border-t border-slate-200 pt-4">
      <button type="button" onClick={() => setOpen(true)} className="btn-outline border-red-700 text-red-800">
        Delete this {kind}…
      </button>
      <EditorDialog id="delete-page" title={`Delete “${title}”?`} open={open} onClose={close} className="max-w-lg">
        <div className="flex flex-col gap-3 px-5 py-4">
          <p>
            Visitors will no longer find it at {path} {where}. The site&apos;s history keeps it, for a developer to
            bring back.
          </p>
          {step.kind === "linked" ? (
            <>
              <p role="alert" className="font-semibold text-amber-950">
                {step.message}
              </p>
              {step.keepers.length > 0 ? (
                <>
                  <label htmlFor="delete-page-keeper" className="font-semibold">
                    Its address leads to
                  </label>
                  <select
                    id="delete-page-keeper"
                    value={keeper}
                    onChange={(event) => setKeeper(event.target.value)}
                    className="rounded-md border border-slate-400 bg-white px-3 py-2"
                  >
                    {step.keepers.map((item) => (
                      <option key={item.file} value={item.file}>
                        {item.title}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    disabled={busy || !keeper}
                    onClick={() => void remove(keeper)}
                    className="btn-primary bg-red-700 disabled:opacity-60"
                  >
                    Delete, and lead its address there
                  </button>
                </>
              ) : null}
            </>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={() => void remove()}
              className="btn-primary bg-red-700 disabled:opacity-60"
            >
              Delete
            </button>
          )}
          {step.kind === "failed" ? (
            <p role="alert" className="text-red-800">
              Not deleted: {step.message}
            </p>
          ) : null}
        </div>
      </EditorDialog>
    </section>
  );
}
