/**
 * The band across the top of a draft's page. A band in the flow, not a corner ribbon over the
 * page: on a phone it pushes the content down instead of covering any of it. Only the dev server
 * ever draws a draft; a build leaves drafts out.
 */
export function DraftRibbon() {
  return (
    <div data-draft-ribbon className="border-b-2 border-amber-400 bg-amber-50">
      <p className="container-page flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm text-amber-950">
        <strong className="rounded bg-amber-800 px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-white">
          Draft
        </strong>
        <span>Not on the published site: visitors see this page once it is published.</span>
      </p>
    </div>
  );
}
