import { useCallback, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { editorAddress } from "../address/editor-address";
import type { FieldProblem } from "./editor-api";
import { saveDocument } from "./editor-client";
import type { SaveStatus } from "./save-status";

interface SaveOptions {
  file: string;
  data: unknown;
  /** The data and version as opened. */
  opened: { data: unknown; version: string };
  /** Checks the data now: Save goes ahead only when no error remains. */
  checkNow: () => Promise<FieldProblem[]>;
}

const errorsOf = (problems: readonly FieldProblem[]) => problems.filter((problem) => problem.severity === "error");

/** The outcome of the save that moved the page, carried to the editor of its new file. */
const savedBeforeMove = (state: unknown) => (state as { saved?: SaveStatus } | null)?.saved;

/**
 * Save: checks first and refuses while an error remains (naming the first), then sends the data
 * with the version it was opened at, so a file changed on disk since is not overwritten. A save
 * that moved the page to a new address opens the editor of its new file.
 */
export function useSave({ file, data, opened, checkNow }: SaveOptions) {
  const [saved, setSaved] = useState(opened.data);
  const [version, setVersion] = useState(opened.version);
  const arrival = useLocation().state as unknown;
  const [status, setStatus] = useState<SaveStatus>(() => savedBeforeMove(arrival) ?? { kind: "idle" });
  const navigate = useNavigate();

  const save = useCallback(async () => {
    const sent = data;
    setStatus({ kind: "saving" });
    try {
      const remaining = errorsOf(await checkNow());
      if (remaining.length > 0) return setStatus({ kind: "refused", first: remaining[0], errors: remaining.length });
      const outcome = await saveDocument({ file, data: sent, version });
      if (outcome.kind === "saved") {
        const done: SaveStatus = { kind: "saved", path: outcome.path, move: outcome.move };
        // The document is another file now: the editor opens it, as saved (with the old address kept).
        if (outcome.move) return navigate(editorAddress(outcome.move.file), { replace: true, state: { saved: done } });
        setVersion(outcome.version);
        setSaved(sent);
        setStatus(done);
      } else if (outcome.kind === "conflict") {
        setStatus({ kind: "conflict", message: outcome.message });
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
  }, [checkNow, data, file, navigate, version]);

  return { saved, status, save };
}
