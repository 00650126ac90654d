/**
 * "Draft" after a draft's name in a list or menu. Only the dev server lists drafts (a build leaves
 * them out), so the author sees where the page will appear, and that it is not published yet. A
 * build drops the mark's markup altogether: visitors' bytes carry none of it.
 */
export function DraftMark({ draft }: { draft?: boolean }) {
  if (!import.meta.env.DEV || !draft) return null;
  return (
    <>
      {" "}
      <span className="ml-1 inline-block rounded bg-amber-100 px-1.5 align-middle text-xs font-bold uppercase tracking-wide text-amber-900 ring-1 ring-amber-400">
        Draft
      </span>
    </>
  );
}
