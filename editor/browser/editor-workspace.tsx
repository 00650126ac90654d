import { useCallback, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import type { Block } from "../../src/generated/page";
import { BlockChooser } from "./fields/block-chooser";
import { blockIndexOf, fieldPointerOf } from "./fields/field-pointer-of";
import { currentSaveStatus } from "./storage/save-status";
import { documentTitle } from "../documents/document-title";
import type { OpenedDocument } from "../documents/storage-contract";
import { EditorHeader } from "./editor-header";
import { errorsByBlock, warningsByPointer, fixesByPointer } from "./problems/errors-by-block";
import { focusBlockPanel, focusField } from "./fields/focus-field";
import { DocumentForm } from "./form/document-form";
import type { DocumentFormSchema } from "./form/form-for";
import type { EditorFormContext } from "./form/editor-form-context";
import { HistoryButtons } from "./document/history-buttons";
import { missingBlockFields } from "./document/missing-block-fields";
import { naturalSize } from "./pictures/natural-size";
import { nearestField } from "./problems/nearest-field";
import { PictureChooser } from "./pictures/picture-chooser";
import { pictureRoleAt } from "../../src/pictures/pictures-of-document";
import { pointerOf, type FieldPath } from "../../src/lib/json-pointer";
import { PreviewFrame } from "./preview/preview-frame";
import { PublishControl } from "./storage/publish-control";
import { DeletePage } from "./delete-page";
import { DraftBar } from "./storage/git/draft-bar";
import { useStanding } from "./storage/use-standing";
import { ProblemSummary } from "./problems/problem-summary";
import { problemsToErrors } from "./problems/problems-to-errors";
import { sameJson } from "./document/same-json";
import { typingGroup } from "./document/typing-group";
import { useAddress } from "./address/use-address";
import { useAskBeforeLeaving } from "./storage/use-ask-before-leaving";
import { useDocument } from "./document/use-document";
import { useImages } from "./pictures/use-images";
import { withPictureSources } from "./pictures/with-picture-sources";
import { useOpenPanels } from "./fields/use-open-panels";
import { useOtherSaves } from "./storage/use-other-saves";
import { useProblems } from "./problems/use-problems";
import { useSave } from "./storage/use-save";
import { VersionChooser } from "./storage/version-chooser";
import { RestoredNotice } from "./storage/restored-notice";
import { dropUnsavedCopy } from "./storage/unsaved-copies";
import { useUnsavedCopy } from "./storage/use-unsaved-copy";
import { useSaveShortcut } from "./storage/use-save-shortcut";
import { useUndoRedo } from "./document/use-undo-redo";
import { valueAt } from "../../src/lib/json-pointer";
import { WorkspaceLayout, type Pane } from "./workspace-layout";

/** The author's unsaved copy, kept by this browser when the editor was last left, and when. */
export interface Restored {
  data: unknown;
  at: number;
}

interface EditorWorkspaceProps {
  opened: OpenedDocument;
  restored?: Restored;
  /** The form of the document's kind: its schema and rjsf's validator for it. */
  form: DocumentFormSchema;
  onReload: () => void;
}

const PAGE_KINDS = new Set(["page", "course", "service"]);

/**
 * One open document: the form generated from its schema, its problems as the validator words them,
 * the preview, and Save. The data sent back is the data loaded with only the author's changes.
 */
export function EditorWorkspace({ opened, restored, form, onReload }: EditorWorkspaceProps) {
  const { file, kind } = opened;
  const history = useDocument(restored?.data ?? opened.data);
  const { value: data, dispatch } = history;
  const [chooserAt, setChooserAt] = useState<number>();
  const [picturePath, setPicturePath] = useState<FieldPath>();
  // What became of each picture uploaded in this session, by its field's pointer: shown at the field.
  const [uploadedWords, setUploadedWords] = useState<Record<string, string | undefined>>({});
  const [pane, setPane] = useState<Pane>("form");
  const [focused, setFocused] = useState<string>();
  const { problems, checked, failure, move, checkNow } = useProblems(file, data);
  const { saved, version, status, save, choosing, keep, setChoosing } = useSave({
    file,
    data,
    opened,
    checkNow,
    onChosen: (chosen) => dispatch({ type: "version-chosen", data: chosen }),
  });
  const { address, savedPath } = useAddress({ saved, data, dispatch, move });
  const panels = useOpenPanels();
  const { images, staged, shownFrom, sourceOf, refresh: refreshImages } = useImages(file);
  // A new function when the list changes, so the pictures shown in the form follow it.
  const pictureSource = useCallback((src: string) => shownFrom[src] ?? sourceOf(src), [shownFrom, sourceOf]);
  const previewed = useMemo(() => withPictureSources(data, shownFrom), [data, shownFrom]);
  const { schema, validator } = form;
  const unsaved = !sameJson(data, saved);
  const discard = () => {
    dropUnsavedCopy(file);
    onReload();
  };
  useSaveShortcut(save);
  useAskBeforeLeaving(unsaved);
  useUnsavedCopy({ file, data, saved, version });
  const standing = useStanding(file, version);
  const saveIfChanged = useCallback(async () => !unsaved || (await save()), [unsaved, save]);
  const siteChanges = useOtherSaves({ file, checkNow, refreshImages });

  // A field inside a closed block's panel, or in the form while the preview fills a narrow
  // screen, can only take focus once it is shown.
  const showForm = useCallback(
    (block: number | undefined) =>
      flushSync(() => {
        setPane("form");
        if (block !== undefined) panels.show(block);
      }),
    [panels],
  );
  const show = useCallback(
    (pointer: string) => {
      showForm(blockIndexOf(pointer));
      focusField(pointer);
    },
    [showForm],
  );

  // A click in the preview: the field holding the words clicked, or else the block's panel.
  function showPicked(scopes: string[], text: string) {
    const pointer = nearestField(data, scopes, text);
    const block = blockIndexOf(scopes[0] ?? "");
    if (pointer || block === undefined) return show(pointer ?? scopes[0] ?? "");
    showForm(block);
    focusBlockPanel(block);
  }

  // A picture comes with its own size, so the page keeps its proportions: chosen, or its address put right.
  const placePicture = useCallback(
    async (path: FieldPath, src: string, anew = false) => {
      const size = await naturalSize(sourceOf(src));
      flushSync(() => dispatch({ type: "picture-chosen", path, picture: { src, ...size }, anew }));
    },
    [dispatch, sourceOf],
  );

  const errors = useMemo(() => problemsToErrors(problems), [problems]);
  const warnings = useMemo(() => warningsByPointer(problems), [problems]);
  const fixes = useMemo(() => fixesByPointer(problems), [problems]);
  const blockErrors = useMemo(() => errorsByBlock(problems), [problems]);
  const waiting = useMemo(() => missingBlockFields(schema, data), [schema, data]);
  const context = useMemo<EditorFormContext>(
    () => ({
      warnings,
      fixes,
      blockErrors,
      images,
      openBlocks: panels.open,
      toggleBlock: panels.toggle,
      chooseBlock: setChooserAt,
      blockMoved: panels.moved,
      blockRemoved: panels.removed,
      choosePicture: setPicturePath,
      placePicture: (path, src) => void placePicture(path, src),
      pictureSource,
      uploadedWords,
      address,
    }),
    [warnings, fixes, blockErrors, images, panels, address, pictureSource, placePicture, uploadedWords],
  );

  const change = useCallback(
    (next: unknown, id?: string) =>
      dispatch({ type: "form-changed", data: next, typing: typingGroup(id), savedAddress: savedPath, schema }),
    [dispatch, savedPath, schema],
  );
  const { undo, redo } = useUndoRedo(history, show);

  function insertBlock(block: Partial<Block>) {
    const at = chooserAt ?? 0;
    setChooserAt(undefined);
    flushSync(() => {
      dispatch({ type: "block-inserted", at, block });
      panels.inserted(at);
    });
    requestAnimationFrame(() => focusField(pointerOf(["blocks", at])));
  }

  async function choosePicture(src: string, uploaded?: string) {
    const path = picturePath;
    setPicturePath(undefined);
    if (!path) return;
    setUploadedWords((words) => ({ ...words, [pointerOf(path)]: uploaded }));
    await placePicture(path, src, true);
    // A new picture asks what it shows (or whether it is decorative): the author says it next.
    show(pointerOf([...path, "alt"]));
  }

  const heading = documentTitle(file, kind, opened.data);
  const isPage = PAGE_KINDS.has(kind);
  return (
    <>
      <title>{`Editing ${heading}`}</title>
      <WorkspaceLayout
        pane={pane}
        onPane={setPane}
        onFormFocus={(event) => setFocused(fieldPointerOf(event.target))}
        header={
          <EditorHeader
            heading={heading}
            file={file}
            unsaved={unsaved}
            status={currentSaveStatus(status, problems)}
            onSave={() => void save()}
            onShow={show}
            onReload={discard}
            onChoose={() => setChoosing(true)}
            history={<HistoryButtons canUndo={history.canUndo} canRedo={history.canRedo} onUndo={undo} onRedo={redo} />}
          />
        }
        form={
          <>
            <DraftBar open={{ file, title: heading, unsaved, version, save: saveIfChanged }} />
            {isPage ? (
              <PublishControl
                file={file}
                data={data}
                saved={saved}
                problems={problems}
                checked={checked}
                standing={standing}
                onDraftMark={(draft) => dispatch({ type: "draft-marked", draft })}
                onSave={save}
              />
            ) : null}
            {restored && unsaved ? <RestoredNotice at={restored.at} onDiscard={discard} /> : null}
            <ProblemSummary problems={problems} checked={checked} failure={failure} onShow={show} />
            <DocumentForm
              schema={schema}
              validator={validator}
              data={data}
              errors={errors}
              context={context}
              onChange={change}
            />
            {isPage ? (
              <DeletePage
                file={file}
                kind={kind}
                title={heading}
                path={String((saved as { path?: unknown } | null)?.path ?? "")}
                version={version}
              />
            ) : null}
          </>
        }
        preview={
          isPage ? (
            <PreviewFrame
              document={previewed}
              waiting={waiting}
              hasCard={kind !== "page"}
              focused={focused}
              onPick={showPicked}
              siteChanges={siteChanges}
            />
          ) : undefined
        }
      />
      <VersionChooser
        differences={choosing?.differences}
        ours={choosing?.ours}
        onKeep={keep}
        onClose={() => setChoosing(false)}
      />
      <BlockChooser insertAt={chooserAt} onChoose={insertBlock} onClose={() => setChooserAt(undefined)} />
      <PictureChooser
        open={picturePath !== undefined}
        document={file}
        kind={kind}
        role={picturePath ? pictureRoleAt(data, picturePath) : "content"}
        current={picturePath && valueAt(data, [...picturePath, "src"])}
        images={images}
        staged={staged}
        pictureSource={pictureSource}
        onChoose={(src, uploaded) => void choosePicture(src, uploaded)}
        onUploaded={refreshImages}
        onClose={() => setPicturePath(undefined)}
      />
    </>
  );
}
