import { useCallback } from "react";
import { changedBy, typingIn, type DocumentAction } from "./document-actions";
import { useHistory, type History } from "./use-history";

export interface OpenDocument extends Omit<History<unknown>, "change"> {
  /** Applies an action as one step of the history (typing in one field: one step until a pause). */
  dispatch: (action: DocumentAction) => void;
}

/** An open document and its history: the one place a change is made and recorded. */
export function useDocument(initial: unknown): OpenDocument {
  const { change, ...history } = useHistory<unknown>(initial);
  const dispatch = useCallback(
    (action: DocumentAction) => change((now) => changedBy(now, action), typingIn(action)),
    [change],
  );
  return { ...history, dispatch };
}
