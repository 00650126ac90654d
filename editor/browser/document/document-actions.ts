import type { RJSFSchema } from "@rjsf/utils";
import type { Block } from "../../../src/generated/page";
import type { FieldPath } from "../../../src/lib/json-pointer";
import { isRecord } from "../../../src/lib/is-record";
import { followAddress, withAlias } from "../address/follow-address";
import { keepShape } from "./keep-shape";
import { patchAt, withBlockAt } from "./patch-at";

/**
 * Every change an author makes to an open document, by name (as Puck's reducer names its actions). The
 * workspace dispatches them; `changedBy` applies one; the history (use-document.ts) makes each one step
 * that undo takes back, but for typing in one field, whose letters are one step until a pause.
 */
export type DocumentAction =
  /**
   * The form's new data; `typing`: the field being typed in; `savedAddress`: the address on disk;
   * `schema`: the document's, which says which groups are optional.
   */
  | { type: "form-changed"; data: unknown; typing?: string; savedAddress?: string; schema?: RJSFSchema }
  | { type: "block-inserted"; at: number; block: Partial<Block> }
  /**
   * A picture put at `path` with its size. `anew`: chosen in place of another (not its address put
   * right): what the old one showed is not what this one shows, so its words for people who cannot see
   * it ("alt") and its Decorative mark are left for the author to give again, never carried over.
   */
  | {
      type: "picture-chosen";
      path: FieldPath;
      picture: { src: string; width?: number; height?: number };
      anew?: boolean;
    }
  | { type: "old-address-kept"; address: string; kept: boolean }
  | { type: "draft-marked"; draft: boolean }
  /** The version the author chose field by field, after someone saved the file meanwhile. */
  | { type: "version-chosen"; data: unknown };

/** The document after an action. */
export function changedBy(document: unknown, action: DocumentAction): unknown {
  switch (action.type) {
    case "form-changed":
      // Once the address leaves the saved one, the saved one stays as an alias (follow-address.ts).
      return followAddress(document, keepShape(document, action.data, action.schema), action.savedAddress);
    case "block-inserted":
      return withBlockAt(document, action.at, action.block);
    case "picture-chosen": {
      const replaced = action.anew && srcAt(document, action.path) !== action.picture.src;
      // An undefined field is left out of the saved file.
      return patchAt(
        document,
        action.path,
        replaced ? { ...action.picture, alt: "", decorative: undefined } : action.picture,
      );
    }
    case "old-address-kept":
      return withAlias(document, action.address, action.kept);
    case "draft-marked":
      return action.draft ? asDraft(document) : withoutDraft(document);
    case "version-chosen":
      return action.data;
  }
}

/** The address of the picture at `path`, if one is there. */
function srcAt(document: unknown, path: FieldPath): unknown {
  let value = document;
  for (const key of path)
    value = isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  return isRecord(value) ? value.src : undefined;
}

/** The history group of an action: the field typed in, whose changes a pause apart are one step; else none. */
export const typingIn = (action: DocumentAction) => (action.type === "form-changed" ? action.typing : undefined);

function withoutDraft(document: unknown): unknown {
  if (!isRecord(document)) return document;
  const { draft: _draft, ...page } = document;
  return page;
}

/** The draft mark back where the scaffold writes it, after "kind", so the file reads as before. */
function asDraft(document: unknown): unknown {
  if (!isRecord(document)) return document;
  return Object.fromEntries(
    Object.entries(document).flatMap(([key, value]) =>
      key === "kind"
        ? [
            [key, value],
            ["draft", true],
          ]
        : key === "draft"
          ? []
          : [[key, value]],
    ),
  );
}
