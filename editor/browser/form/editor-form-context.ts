import type { Registry } from "@rjsf/utils";
import type { AddressMove } from "../../documents/storage-contract";
import type { FieldPath } from "../../../src/lib/json-pointer";

/** A page's address as saved, where a save would move the page, and whether the old one is kept. */
export interface AddressContext {
  /** Undefined for documents without an address (the site settings, forms). */
  saved?: string;
  move?: AddressMove;
  /** Whether the saved address is one of the page's aliases, so it keeps showing the page. */
  keptOld: boolean;
  keepOld: (kept: boolean) => void;
}

/**
 * What the editor's templates need beyond rjsf's props, passed as rjsf's formContext. rjsf compares
 * it by value and takes any two functions for equal, so every function here must stay valid when
 * the editor's state changes (they only queue state updates).
 */
export interface EditorFormContext {
  /** The validator's warnings by JSON pointer: shown at their field, never blocking a save. */
  warnings: Record<string, string[]>;
  /** The value that puts a field's problem right, by JSON pointer, where there is one likely fix. */
  fixes: Record<string, string>;
  /** How many errors each block has, by its index: shown on its panel while closed. */
  blockErrors: Record<number, number>;
  /** The indexes of the page's blocks whose panels are open. */
  openBlocks: readonly number[];
  toggleBlock: (index: number) => void;
  /** Opens the block chooser, to insert the chosen block at this index. */
  chooseBlock: (insertAt: number) => void;
  blockMoved: (from: number, to: number) => void;
  blockRemoved: (index: number) => void;
  /** The pictures under public/images, by address: a picture field shows its picture if it is one. */
  images: readonly string[];
  /** Where this browser shows the picture at an address: itself, or where it waits (a git host). */
  pictureSource: (src: string) => string;
  /** Opens the picture chooser for the picture (src, alt, width, height) at this path. */
  choosePicture: (path: FieldPath) => void;
  /** Puts the picture at this address in the picture at this path, with the picture's own width and height. */
  placePicture: (path: FieldPath, src: string) => void;
  /** What became of a picture uploaded for a field in this session (its size before and after), by the field's pointer. */
  uploadedWords: Record<string, string | undefined>;
  address: AddressContext;
}

export function editorContextOf(registry: Registry): EditorFormContext {
  return registry.formContext as EditorFormContext;
}
