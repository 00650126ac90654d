import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { editorAddress } from "../boot/editor-addresses";
import { fieldDifferences, withChoices, type FieldChoice, type FieldDifference } from "../document/field-differences";
import type { FieldProblem, SavedCopy } from "../../documents/storage-contract";
import { useStorage } from "./storage-context";
import type { SaveStatus } from "./save-status";

interface SaveOptions {
  file: string;
  data: unknown;
  /** The data and version as opened. */
  opened: { data: unknown; version: string };
  /** Checks the data now: Save goes ahead only when no error remains. */
  checkNow: () => Promise<FieldProblem[]>;
  /** Replaces the data being edited with the copy the author chose field by field after a conflict. */
  onChosen: (data: unknown) => void;
}

/** A save that found the page saved meanwhile: the other copy, and the fields the two copies differ in. */
export interface Conflict {
  ours: unknown;
  theirs: SavedCopy;
  differences: FieldDifference[];
}

const errorsOf = (problems: readonly FieldProblem[]) => problems.filter((problem) => problem.severity === "error");

/** The outcome of the save that moved the page, carried to the editor of its new file. */
const savedBeforeMove = (state: unknown) => (state as { saved?: SaveStatus } | null)?.saved;

/**
 * Save: checks first and refuses while an error remains (naming the first), then sends the data
 * with the version it was opened at, so a file changed on disk since is not overwritten: the
 * author is shown the fields the two copies differ in, and `keep` saves the copy chosen. A save
 * that moved the page to a new address opens the editor of its new file.
 */
export function useSave({ file, data, opened, checkNow, onChosen }: SaveOptions) {
  const [saved, setSaved] = useState(opened.data);
  const [version, setVersion] = useState(opened.version);
  const [conflict, setConflict] = useState<Conflict>();
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<unknown>();
  const arrival = useLocation().state as unknown;
  const [status, setStatus] = useState<SaveStatus>(() => savedBeforeMove(arrival) ?? { kind: "idle" });
  const navigate = useNavigate();
  const { saveDocument } = useStorage();

  /** Saves the data as it is now; true once saved. */
  const save = useCallback(async (): Promise<boolean> => {
    const sent = data;
    setStatus({ kind: "saving" });
    try {
      const remaining = errorsOf(await checkNow());
      if (remaining.length > 0) {
        setStatus({ kind: "refused", first: remaining[0], errors: remaining.length });
        return false;
      }
      const outcome = await saveDocument({ file, data: sent, version });
      if (outcome.kind === "saved") {
        const done: SaveStatus = { kind: "saved", path: outcome.path, move: outcome.move };
        // The document is another file now: the editor opens it, as saved (with the old address kept).
        if (outcome.move) {
          void navigate(editorAddress(outcome.move.file), { replace: true, state: { saved: done } });
          return true;
        }
        setVersion(outcome.version);
        setSaved(sent);
        setStatus(done);
        return true;
      } else if (outcome.kind === "conflict") {
        const { theirs } = outcome;
        if (theirs) setConflict({ ours: sent, theirs, differences: fieldDifferences(saved, sent, theirs.data) });
        setChoosing(theirs !== undefined);
        setStatus({ kind: "conflict", message: outcome.message, canChoose: theirs !== undefined });
      } else {
        const refused = errorsOf(outcome.problems);
        setStatus(
          refused.length > 0
            ? { kind: "refused", first: refused[0], errors: refused.length }
            : { kind: "failed", message: outcome.message },
        );
      }
    } catch (error) {
      setStatus({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
    return false;
  }, [checkNow, data, file, navigate, saveDocument, saved, version]);

  /** Takes the other copy as the one saved, the author's choices laid over it, and saves that once it is shown. */
  const keep = useCallback(
    (choices: Record<string, FieldChoice>) => {
      if (!conflict) return;
      const next = withChoices(conflict.theirs.data, conflict.differences, choices);
      setSaved(conflict.theirs.data);
      setVersion(conflict.theirs.version);
      setConflict(undefined);
      setChoosing(false);
      setChosen(next);
      onChosen(next);
    },
    [conflict, onChosen],
  );
  // Saved once the chosen copy is the data: the check before saving must see it.
  useEffect(() => {
    if (chosen === undefined || data !== chosen) return;
    setChosen(undefined);
    void save();
  }, [chosen, data, save]);

  return {
    saved,
    version,
    status,
    save,
    /** The conflict whose fields the author is choosing now, if any. */
    choosing: choosing ? conflict : undefined,
    keep,
    /** Opens the choice again, or closes it (the author's copy stays, unsaved). */
    setChoosing,
  };
}
