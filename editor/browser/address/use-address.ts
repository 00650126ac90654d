import { useMemo } from "react";
import type { DocumentAction } from "../document/document-actions";
import type { AddressMove } from "../../documents/storage-contract";
import type { AddressContext } from "../form/editor-form-context";

const addressOf = (document: unknown) => {
  const path = (document as { path?: unknown } | null)?.path;
  return typeof path === "string" ? path : undefined;
};
const aliasesOf = (document: unknown): unknown[] => {
  const aliases = (document as { aliases?: unknown } | null)?.aliases;
  return Array.isArray(aliases) ? aliases : [];
};

interface AddressOptions {
  /** The document as last saved, and as it is now. */
  saved: unknown;
  data: unknown;
  dispatch: (action: DocumentAction) => void;
  /** Where a save would move the page, as the last check found. */
  move: AddressMove | undefined;
}

/**
 * A page's address as the address field shows it (form/address-widget.tsx), and the saved address
 * every change of the form is followed by (document-actions.ts): once the address leaves the saved
 * one, the saved one is kept among the aliases, until the author says otherwise or the address comes back.
 */
export function useAddress({ saved, data, dispatch, move }: AddressOptions) {
  const savedPath = addressOf(saved);
  const keptOld = savedPath !== undefined && aliasesOf(data).includes(savedPath);
  const address = useMemo<AddressContext>(
    () => ({
      saved: savedPath,
      move,
      keptOld,
      keepOld: (kept) => {
        if (savedPath !== undefined) dispatch({ type: "old-address-kept", address: savedPath, kept });
      },
    }),
    [savedPath, move, keptOld, dispatch],
  );
  return { address, savedPath };
}
