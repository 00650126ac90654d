import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { editorAddress } from "./editor-address";
import type { NewPageRequest } from "./editor-api";
import { createPage } from "./editor-client";
import { EditorDialog } from "./editor-dialog";

type Kind = NewPageRequest["kind"];

/** Asks for a new course's or service's title, has the server scaffold it, then opens it. */
export function NewPageDialog({ kind, onClose }: { kind: Kind | undefined; onClose: () => void }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!kind) return;
    const title = String(new FormData(event.currentTarget).get("title") ?? "").trim();
    setBusy(true);
    setError(undefined);
    try {
      const file = await createPage({ kind, title });
      void navigate(editorAddress(file));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <EditorDialog
      id="new-page"
      title={`New ${kind ?? "page"}`}
      open={kind !== undefined}
      onClose={() => {
        setError(undefined);
        onClose();
      }}
      className="w-[min(32rem,calc(100vw-2rem))]"
    >
      <form onSubmit={(event) => void create(event)} className="grid gap-3 p-5">
        <label htmlFor="new-page-input" className="font-semibold">
          Title of the new {kind}
        </label>
        <p id="new-page-hint" className="text-sm text-slate-600">
          As visitors will see it in menus and lists, such as &ldquo;
          {kind === "service" ? "Cloud Backup" : "Kubernetes"} Training&rdquo;. The page&apos;s address is made from it.
        </p>
        <input
          id="new-page-input"
          name="title"
          required
          aria-describedby={error ? "new-page-hint new-page-error" : "new-page-hint"}
          className="rounded-md border border-slate-400 px-3 py-2"
        />
        {error ? (
          <p id="new-page-error" role="alert" className="text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex gap-3">
          <button type="submit" disabled={busy} className="btn-primary">
            {busy ? "Creating…" : `Create ${kind}`}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}
