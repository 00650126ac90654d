import type { RJSFSchema } from "@rjsf/utils";
import { useCallback, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import type { Block } from "../generated/page";
import { BlockChooser } from "./block-chooser";
import { blockIndexOf } from "./block-index-of";
import { currentSaveStatus } from "./current-save-status";
import { documentHeading } from "./document-heading";
import type { OpenedDocument } from "./editor-api";
import { EditorHeader } from "./editor-header";
import { errorsByBlock } from "./errors-by-block";
import { focusField } from "./focus-field";
import { DocumentForm } from "./form/document-form";
import type { EditorFormContext } from "./form/editor-form-context";
import { HistoryButtons } from "./history-buttons";
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
import { typingGroup } from "./typing-group";
import { useAskBeforeLeaving } from "./use-ask-before-leaving";
import { useHistory } from "./use-history";
import { useImages } from "./use-images";
import { useOpenPanels } from "./use-open-panels";
import { useProblems } from "./use-problems";
import { useSave } from "./use-save";
import { useSaveShortcut } from "./use-save-shortcut";
import { useUndoRedo } from "./use-undo-redo";
import { warningsByPointer } from "./warnings-by-pointer";
import { withBlockAt } from "./with-block-at";

interface EditorWorkspaceProps {
  opened: OpenedDocument;
  /** The bundled schema of the document's kind (page, site or form). */
  bundle: RJSFSchema;
  onReload: () => void;
}

const PAGE_KINDS = new Set(["page", "course", "service"]);

/**
 * One open document: the form generated from its schema, its problems as the validator words them,
 * the preview, and Save. The data sent back is the data loaded with only the author's changes.
 */
export function EditorWorkspace({ opened, bundle, onReload }: EditorWorkspaceProps) {
  const { file, kind } = opened;
  const history = useHistory<unknown>(opened.data);
  const { value: data, change: changeData } = history;
  const [chooserAt, setChooserAt] = useState<number>();
  const [picturePath, setPicturePath] = useState<FieldPath>();
  const { problems, checked, failure, checkNow } = useProblems(file, data);
  const { saved, status, save } = useSave({ file, data, opened, checkNow });
  const panels = useOpenPanels();
  const { images, refresh: refreshImages } = useImages();
  const schema = useMemo(() => schemaForDocument(bundle, opened.data), [bundle, opened.data]);
  const unsaved = !sameJson(data, saved);
  useSaveShortcut(save);
  useAskBeforeLeaving(unsaved);

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
    }),
    [warnings, blockErrors, images, panels],
  );

  const change = useCallback(
    (next: unknown, id?: string) => changeData((now: unknown) => keepShape(now, next), typingGroup(id)),
    [changeData],
  );
  const { undo, redo } = useUndoRedo(history, show);

  function insertBlock(block: Partial<Block>) {
    const at = chooserAt ?? 0;
    setChooserAt(undefined);
    flushSync(() => {
      changeData((now: unknown) => withBlockAt(now, at, block));
      panels.inserted(at);
    });
    requestAnimationFrame(() => focusField(pointerOf(["blocks", at])));
  }

  async function choosePicture(src: string) {
    const path = picturePath;
    setPicturePath(undefined);
    if (!path) return;
    const size = await naturalSize(src);
    flushSync(() => changeData((now: unknown) => patchAt(now, path, { src, ...size })));
    // The schema still asks what the picture shows: the author says it next.
    show(pointerOf([...path, "alt"]));
  }

  const heading = documentHeading(opened);
  const isPage = PAGE_KINDS.has(kind);
  return (
    <div className="grid min-h-screen grid-rows-[auto_1fr]">
      <title>{`Editing ${heading}`}</title>
      <EditorHeader
        heading={heading}
        file={file}
        unsaved={unsaved}
        status={currentSaveStatus(status, problems)}
        onSave={() => void save()}
        onShow={show}
        onReload={onReload}
        history={<HistoryButtons canUndo={history.canUndo} canRedo={history.canRedo} onUndo={undo} onRedo={redo} />}
      />
      <div className={isPage ? "grid grid-cols-[minmax(0,7fr)_minmax(0,5fr)] gap-6 px-6 py-4" : "px-6 py-4"}>
        <div className="flex min-w-0 max-w-4xl flex-col gap-5">
          <ProblemSummary problems={problems} checked={checked} failure={failure} onShow={show} />
          <DocumentForm schema={schema} data={data} errors={errors} context={context} onChange={change} />
        </div>
        {isPage ? (
          <aside aria-label="Preview" className="sticky top-28 h-[calc(100vh-8rem)]">
            <PreviewFrame document={data} waiting={waiting} />
          </aside>
        ) : null}
      </div>
      <BlockChooser insertAt={chooserAt} onChoose={insertBlock} onClose={() => setChooserAt(undefined)} />
      <PictureChooser
        open={picturePath !== undefined}
        images={images}
        folder={kind === "service" ? "services" : "courses"}
        onChoose={(src) => void choosePicture(src)}
        onUploaded={refreshImages}
        onClose={() => setPicturePath(undefined)}
      />
    </div>
  );
}
