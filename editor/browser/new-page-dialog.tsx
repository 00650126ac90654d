import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { OTHER_CATEGORY } from "../../src/content/catalogue/course-categories";
import { editorAddress } from "./boot/editor-addresses";
import type { NewPageRequest, NewPageTaken } from "../documents/storage-contract";
import { useStorage } from "./storage/storage-context";
import { EditorDialog } from "./editor-dialog";
import { titleKey } from "../../scripts/validator/title-key";

type Kind = NewPageRequest["kind"];

/** Why nothing was created: the server's words, or the page that already has the title's address. */
type Refusal = { message: string } | { title: string; existing: NewPageTaken["existing"] };

function RefusalMessage({ refusal }: { refusal: Refusal }) {
  if ("message" in refusal) return <>{refusal.message}</>;
  const { title, existing } = refusal;
  const name = <>&ldquo;{existing.title}&rdquo;</>;
  return (
    <>
      {titleKey(title) === titleKey(existing.title) ? (
        <>
          There is already a {existing.kind} called {name}.
        </>
      ) : (
        <>
          &ldquo;{title}&rdquo; would have the address {existing.path}, which the {existing.kind} {name} already has.
        </>
      )}{" "}
      Choose a different title, or{" "}
      <a href={editorAddress(existing.file)} className="font-semibold underline">
        open {name}
      </a>{" "}
      to change it.
    </>
  );
}

interface NewPageDialogProps {
  kind: Kind | undefined;
  /** The categories courses have, for a new course to join one. */
  categories: string[];
  onClose: () => void;
}

/** Where a new course is listed: one of the categories courses have, or none for now. */
function CategoryChoice({ categories }: { categories: string[] }) {
  return (
    <>
      <label htmlFor="new-page-category" className="mt-2 font-semibold">
        Category
      </label>
      <p id="new-page-category-hint" className="text-sm text-slate-600">
        The group it is listed in on the Courses page and in the menu. It can be changed later in the course&apos;s
        form.
      </p>
      <select
        id="new-page-category"
        name="category"
        aria-describedby="new-page-category-hint"
        className="w-full rounded-md border border-slate-400 bg-white px-3 py-2"
      >
        <option value="">None for now ({OTHER_CATEGORY})</option>
        {categories.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </select>
    </>
  );
}

/**
 * What only a new course can say of itself: what it teaches, in a sentence, and when its next batch
 * starts. The rest starts from its category's first course (scaffold/starting-text.ts).
 */
function CourseOwnWords() {
  return (
    <>
      <label htmlFor="new-page-summary" className="mt-2 font-semibold">
        What it teaches, in one sentence
      </label>
      <p id="new-page-summary-hint" className="text-sm text-slate-600">
        The first words of its page and what search results show. Its other texts start from the first course of its
        category, for you to change.
      </p>
      <textarea
        id="new-page-summary"
        name="summary"
        rows={2}
        maxLength={300}
        aria-describedby="new-page-summary-hint"
        className="w-full rounded-md border border-slate-400 px-3 py-2"
      />
      <label htmlFor="new-page-batch" className="mt-2 font-semibold">
        Next batch starts
      </label>
      <p id="new-page-batch-hint" className="text-sm text-slate-600">
        The day of its first class in the classroom. Leave it empty if none is planned: the page offers to tell visitors
        when one opens.
      </p>
      <input
        id="new-page-batch"
        name="batch"
        type="date"
        aria-describedby="new-page-batch-hint"
        className="w-full rounded-md border border-slate-400 px-3 py-2"
      />
    </>
  );
}

/**
 * Asks for a new course's or service's title (and a course's category, its sentence and next batch),
 * has the storage scaffold it, then opens it.
 */
export function NewPageDialog({ kind, categories, onClose }: NewPageDialogProps) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal>();
  const [busy, setBusy] = useState(false);
  const { createPage } = useStorage();

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!kind) return;
    const form = event.currentTarget;
    const fields = new FormData(form);
    const title = String(fields.get("title") ?? "").trim();
    const category = String(fields.get("category") ?? "");
    const summary = String(fields.get("summary") ?? "").trim();
    const batch = String(fields.get("batch") ?? "");
    setBusy(true);
    setRefusal(undefined);
    try {
      const outcome = await createPage({
        kind,
        title,
        ...(category && { category }),
        ...(summary && { summary }),
        ...(batch && { batch }),
      });
      if (outcome.kind === "created") return void navigate(editorAddress(outcome.file));
      setRefusal({ title, existing: outcome.existing });
    } catch (failure) {
      setRefusal({ message: failure instanceof Error ? failure.message : String(failure) });
    }
    setBusy(false);
    // Back to the title, to change it (the button it was sent by is disabled while it is sent).
    form.querySelector<HTMLInputElement>("[name=title]")?.focus();
  }

  return (
    <EditorDialog
      id="new-page"
      title={`New ${kind ?? "page"}`}
      open={kind !== undefined}
      onClose={() => {
        setRefusal(undefined);
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
          data-autofocus
          aria-describedby={refusal ? "new-page-hint new-page-error" : "new-page-hint"}
          className="w-full rounded-md border border-slate-400 px-3 py-2"
        />
        {refusal ? (
          <p id="new-page-error" role="alert" className="text-red-700">
            <RefusalMessage refusal={refusal} />
          </p>
        ) : null}
        {kind === "course" ? (
          <>
            <CategoryChoice categories={categories} />
            <CourseOwnWords />
          </>
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
