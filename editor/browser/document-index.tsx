import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { DraftMark } from "../../src/ui/draft-mark";
import { LANGUAGES } from "../../src/content/translation/languages";
import { editorAddress } from "./boot/editor-addresses";
import { categoriesOf } from "./form/suggesting-widgets";
import type { DocumentKind, DocumentListItem, NewPageRequest } from "../documents/storage-contract";
import { useStorage } from "./storage/storage-context";
import { FilterField } from "./fields/filter-field";
import { NewPageDialog } from "./new-page-dialog";
import type { DeletedNotice } from "./delete-page";
import { DraftBar } from "./storage/git/draft-bar";
import { usePagesChanged } from "./storage/use-pages-changed";

const SECTIONS: { kind: DocumentKind; heading: string }[] = [
  { kind: "course", heading: "Courses" },
  { kind: "service", heading: "Services" },
  { kind: "page", heading: "Pages" },
  { kind: "site", heading: "Site settings" },
  { kind: "form", heading: "Forms" },
];

const matches = (item: DocumentListItem, filter: string) =>
  [item.title, item.file, item.path ?? ""].some((text) => text.toLowerCase().includes(filter));

/** /edit/: every document of pages/, by kind, with a filter and the buttons that start a new page. */
export function DocumentIndex() {
  const [documents, setDocuments] = useState<DocumentListItem[]>();
  const [error, setError] = useState<string>();
  const [filter, setFilter] = useState("");
  const [creating, setCreating] = useState<NewPageRequest["kind"]>();
  const { listDocuments, draft } = useStorage();
  // A page just deleted from its own screen (delete-page.tsx) is named here, where it is no longer listed.
  const deleted = (useLocation().state as DeletedNotice | null)?.deleted;

  useEffect(() => {
    listDocuments().then(setDocuments, (failure: Error) => setError(failure.message));
  }, [listDocuments]);
  // A page renamed, added or given another title elsewhere shows as it is now.
  usePagesChanged((files) => {
    if (files.length > 0) listDocuments().then(setDocuments, () => undefined);
  });

  const categories = useMemo(() => categoriesOf(documents ?? []), [documents]);
  const shown = useMemo(
    () => documents?.filter((item) => matches(item, filter.trim().toLowerCase())) ?? [],
    [documents, filter],
  );

  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
      <title>Page editor</title>
      <h1 className="text-3xl font-bold">Page editor</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Choose a page to change its words, pictures and sections. Each change is checked as you type and shown beside
        the form as visitors will see it.
      </p>
      {deleted ? (
        <p role="status" className="mt-4 rounded-md border border-slate-300 bg-white px-4 py-3">
          Deleted &ldquo;{deleted}&rdquo;.{" "}
          {draft ? "It leaves the site once you publish your draft." : "It leaves the site at its next build."}
        </p>
      ) : null}
      <DraftBar />
      {/* Offered once the storage has answered: where it cannot be reached, no new page could be made. */}
      {documents === undefined ? null : (
        <div className="mt-6 flex flex-wrap items-end gap-3">
          <FilterField
            id="document-filter"
            label="Filter"
            value={filter}
            onChange={setFilter}
            placeholder="Title, address or file"
          />
          <button type="button" onClick={() => setCreating("course")} className="btn-primary">
            New course
          </button>
          <button type="button" onClick={() => setCreating("service")} className="btn-outline">
            New service
          </button>
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-6 text-red-700">
          {error}
        </p>
      ) : null}
      {documents === undefined && !error ? <p className="mt-6">Loading the documents…</p> : null}
      {documents !== undefined && shown.length === 0 ? <p className="mt-6">No document matches.</p> : null}
      {SECTIONS.map(({ kind, heading }) => {
        const items = shown.filter((item) => item.kind === kind);
        if (items.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`documents-${kind}`} className="mt-8">
            <h2 id={`documents-${kind}`} className="text-xl font-bold">
              {heading} <span className="font-normal text-slate-500">({items.length})</span>
            </h2>
            <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
              {items.map((item) => (
                <li
                  key={item.file}
                  className="flex items-baseline justify-between gap-3 border-b border-slate-200 py-1.5"
                >
                  <span>
                    <a href={editorAddress(item.file)} className="font-semibold text-brand-700 hover:underline">
                      {item.title}
                      <DraftMark draft={item.draft} />
                    </a>
                    {item.noFutureBatch ? <span className="ml-2 text-sm text-amber-800">No batch planned</span> : null}
                    {item.translations?.map(({ language, file }) => (
                      <a
                        key={file}
                        href={editorAddress(file)}
                        className="ml-2 inline-flex min-h-6 items-center rounded bg-slate-100 px-1.5 text-sm text-brand-700 hover:underline"
                      >
                        <span className="sr-only">{item.title}, </span>
                        <span lang={language}>{LANGUAGES[language].name}</span>
                      </a>
                    ))}
                  </span>
                  <WhereShown {...item} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <NewPageDialog kind={creating} categories={categories} onClose={() => setCreating(undefined)} />
    </main>
  );
}

/** Where the site shows a document: a page's address, or for the settings and the forms the pages they are on. */
function WhereShown({ kind, path, shownOn }: DocumentListItem) {
  const address = path ?? (shownOn?.length === 1 ? shownOn[0] : undefined);
  if (address) return <span className="truncate font-mono text-xs text-slate-500">{address}</span>;
  const words = kind === "site" ? "on every page" : shownOn?.length ? `on ${shownOn.length} pages` : "on no page";
  return <span className="shrink-0 text-sm text-slate-500">{words}</span>;
}
