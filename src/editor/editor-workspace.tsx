import type { RJSFSchema } from "@rjsf/utils";
import { useCallback, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import type { Block } from "../generated/page";
import { BlockChooser } from "./block-chooser";
import { blockIndexOf } from "./block-index-of";
import { documentHeading } from "./document-heading";
import { IMAGE_FOLDER_OF, type DocumentKind, type OpenedDocument } from "./editor-api";
import { EditorHeader } from "./editor-header";
import { errorsByBlock } from "./errors-by-block";
import { focusField } from "./focus-field";
import { folderOf } from "./folder-of";
import { followAddress, withAlias } from "./follow-address";
import { DocumentForm } from "./form/document-form";
import type { EditorFormContext } from "./form/editor-form-context";
import { keepShape } from "./keep-shape";
import { missingBlockFields } from "./missing-block-fields";
import { naturalSize } from "./natural-size";
import { patchAt } from "./patch-at";
import { PictureChooser } from "./picture-chooser";
import { pointerOf, type FieldPath } from "./pointer";
import { PreviewFrame } from "./preview/preview-frame";
import { ProblemSummary } from "./problem-summary";
import { problemsToErrors } from "./problems-to-errors";
import { sameJson } from "./same-json";
import { schemaForDocument } from "./schema-for-document";
import { useAskBeforeLeaving } from "./use-ask-before-leaving";
import { useImages } from "./use-images";
import { useOpenPanels } from "./use-open-panels";
import { usePagesChanged } from "./use-pages-changed";
import { useProblems } from "./use-problems";
import { useSave } from "./use-save";
import { useSaveShortcut } from "./use-save-shortcut";
import { valueAt } from "./value-at";
import { warningsByPointer } from "./warnings-by-pointer";
import { withBlockAt } from "./with-block-at";

interface EditorWorkspaceProps {
  opened: OpenedDocument;
  /** The bundled schema of the document's kind (page, site or form). */
  bundle: RJSFSchema;
  onReload: () => void;
}

const PAGE_KINDS = new Set(["page", "course", "service"]);

/** The folder the picture library opens on: the current picture's, or a course's or service's own. */
const libraryFolder = (src: unknown, kind: DocumentKind) =>
  typeof src === "string" && src.startsWith("/images/") ? folderOf(src) : IMAGE_FOLDER_OF[kind];

const addressOf = (document: unknown) => {
  const path = (document as { path?: unknown } | null)?.path;
  return typeof path === "string" ? path : undefined;
};
const aliasesOf = (document: unknown): unknown[] => {
  const aliases = (document as { aliases?: unknown } | null)?.aliases;
  return Array.isArray(aliases) ? aliases : [];
};

/**
 * One open document: the form generated from its schema, its problems as the validator words them,
 * the preview, and Save. The data sent back is the data loaded with only the author's changes.
 */
export function EditorWorkspace({ opened, bundle, onReload }: EditorWorkspaceProps) {
  const { file, kind } = opened;
  const [data, setData] = useState<unknown>(opened.data);
  const [chooserAt, setChooserAt] = useState<number>();
  const [picturePath, setPicturePath] = useState<FieldPath>();
  const { problems, checked, failure, move, checkNow } = useProblems(file, data);
  const { saved, status, save } = useSave({ file, data, opened, checkNow });
  const savedPath = addressOf(saved);
  const keptOld = savedPath !== undefined && aliasesOf(data).includes(savedPath);
  const panels = useOpenPanels();
  const { images, staged, refresh: refreshImages } = useImages(file);
  const schema = useMemo(() => schemaForDocument(bundle, opened.data), [bundle, opened.data]);
  const unsaved = !sameJson(data, saved);
  useSaveShortcut(save);
  useAskBeforeLeaving(unsaved);
  // Another document saved can change this one's problems (a link to it, an address it also
  // takes) and what the preview draws around it (menus, lists): both are brought up to date. News
  // that names this document is of its own save: the others named with it are its links.
  const [siteChanges, setSiteChanges] = useState(0);
  usePagesChanged(({ files }) => {
    if (files.length === 0) return;
    // A save places the pictures uploaded for its document.
    refreshImages().catch(() => undefined);
    if (files.includes(file)) return;
    checkNow().catch(() => undefined);
    setSiteChanges((count) => count + 1);
  });

  // A field inside a closed block's panel can only take focus once the panel is open.
  const show = useCallback(
    (pointer: string) => {
      const block = blockIndexOf(pointer);
      if (block !== undefined) flushSync(() => panels.show(block));
      focusField(pointer);
    },
    [panels],
  );

  const errors = useMemo(() => problemsToErrors(problems), [problems]);
  const warnings = useMemo(() => warningsByPointer(problems), [problems]);
  const blockErrors = useMemo(() => errorsByBlock(problems), [problems]);
  const waiting = useMemo(() => missingBlockFields(schema, data), [schema, data]);
  const context = useMemo<EditorFormContext>(
    () => ({
      warnings,
      blockErrors,
      images,
      openBlocks: panels.open,
      toggleBlock: panels.toggle,
      chooseBlock: setChooserAt,
      blockMoved: panels.moved,
      blockRemoved: panels.removed,
      choosePicture: setPicturePath,
      address: {
        saved: savedPath,
        move,
        keptOld,
        keepOld: (kept: boolean) => savedPath && setData((now: unknown) => withAlias(now, savedPath, kept)),
      },
    }),
    [warnings, blockErrors, images, panels, savedPath, move, keptOld],
  );

  const change = useCallback(
    (next: unknown) => setData((now: unknown) => followAddress(now, keepShape(now, next), savedPath)),
    [savedPath],
  );

  function insertBlock(block: Partial<Block>) {
    const at = chooserAt ?? 0;
    setChooserAt(undefined);
    flushSync(() => {
      setData((now: unknown) => withBlockAt(now, at, block));
      panels.inserted(at);
    });
    requestAnimationFrame(() => focusField(pointerOf(["blocks", at])));
  }

  async function choosePicture(src: string) {
    const path = picturePath;
    setPicturePath(undefined);
    if (!path) return;
    const size = await naturalSize(src);
    flushSync(() => setData((now: unknown) => patchAt(now, path, { src, ...size })));
    // The schema still asks what the picture shows: the author says it next.
    show(pointerOf([...path, "alt"]));
  }

  const uploadFolder = IMAGE_FOLDER_OF[kind] ?? "courses";
  const heading = documentHeading(opened);
  const isPage = PAGE_KINDS.has(kind);
  return (
    <div className="grid min-h-screen grid-rows-[auto_1fr]">
      <title>{`Editing ${heading}`}</title>
      <EditorHeader
        heading={heading}
        file={file}
        unsaved={unsaved}
        status={status}
        onSave={() => void save()}
        onShow={show}
        onReload={onReload}
      />
      <div className={isPage ? "grid grid-cols-[minmax(0,7fr)_minmax(0,5fr)] gap-6 px-6 py-4" : "px-6 py-4"}>
        <div className="flex min-w-0 max-w-4xl flex-col gap-5">
          <ProblemSummary problems={problems} checked={checked} failure={failure} onShow={show} />
          <DocumentForm schema={schema} data={data} errors={errors} context={context} onChange={change} />
        </div>
        {isPage ? (
          <aside aria-label="Preview" className="sticky top-28 h-[calc(100vh-8rem)]">
            <PreviewFrame document={data} waiting={waiting} siteChanges={siteChanges} />
          </aside>
        ) : null}
      </div>
      <BlockChooser insertAt={chooserAt} onChoose={insertBlock} onClose={() => setChooserAt(undefined)} />
      <PictureChooser
        open={picturePath !== undefined}
        document={file}
        images={images}
        staged={staged}
        folder={uploadFolder}
        shows={picturePath && libraryFolder(valueAt(data, [...picturePath, "src"]), kind)}
        onChoose={(src) => void choosePicture(src)}
        onUploaded={refreshImages}
        onClose={() => setPicturePath(undefined)}
      />
    </div>
  );
}
