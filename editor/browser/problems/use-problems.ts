import { useCallback, useEffect, useRef, useState } from "react";
import type { AddressMove, FieldProblem } from "../../documents/storage-contract";
import { useStorage } from "../storage/storage-context";

/** How long typing pauses before the document is checked. */
export const CHECK_DELAY_MS = 300;

export interface Checked {
  /** The problems of the last data checked (the data may have changed since). */
  problems: FieldProblem[];
  /** Whether any check has answered yet. */
  checked: boolean;
  /** Why the last check could not be made, if it could not. */
  failure?: string;
  /** Where a save would move the page, when its address changed and it can move there. */
  move?: AddressMove;
  /** Checks the current data now, and answers its problems. */
  checkNow: () => Promise<FieldProblem[]>;
}

/** The validator's problems with the document, checked by the dev server a moment after each change. */
export function useProblems(file: string, data: unknown): Checked {
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [failure, setFailure] = useState<string>();
  const [checked, setChecked] = useState(false);
  const [move, setMove] = useState<AddressMove>();
  const latest = useRef(data);
  latest.current = data;
  const { validateDocument } = useStorage();

  // A check of data since changed still runs to its end (the answer is small) but is not shown.
  const check = useCallback(
    async (sent: unknown) => {
      try {
        const { problems: found, move: moving } = await validateDocument({ file, data: sent });
        if (sent === latest.current) {
          setProblems(found);
          setMove(moving);
          setFailure(undefined);
          setChecked(true);
        }
        return found;
      } catch (error) {
        if (sent === latest.current) setFailure(error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
    [validateDocument, file],
  );

  useEffect(() => {
    const timer = setTimeout(() => check(data).catch(() => undefined), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [check, data]);

  const checkNow = useCallback(() => check(latest.current), [check]);
  return { problems, checked, failure, move, checkNow };
}
