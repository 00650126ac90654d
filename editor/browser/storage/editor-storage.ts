import { createContext, use } from "react";
import type {
  AddressMove,
  DocumentListItem,
  FieldProblem,
  ImageList,
  NewPageRequest,
  NewPageTaken,
  OpenedDocument,
  SaveRequest,
  ValidateAnswer,
  ValidateRequest,
} from "./editor-api";
import type { PublishStep } from "./going-live/publish-steps";

/**
 * Where the documents live, the one boundary between the editor and them: every list, open, check,
 * save, new page and picture goes through it. Today's is this computer's files, through the dev
 * server's (or `npm run preview`'s) endpoints (editor-client.ts); git/ holds the same over a git host.
 * A refusal is thrown as an Error whose message is in words for the author.
 */
export interface EditorStorage {
  listDocuments(): Promise<DocumentListItem[]>;
  openDocument(file: string): Promise<OpenedDocument>;
  /** This document's problems as a save would leave them, each at its field. */
  validateDocument(request: ValidateRequest): Promise<ValidateAnswer>;
  /** A conflict or remaining errors are outcomes the editor shows, not failures. */
  saveDocument(request: SaveRequest): Promise<SaveOutcome>;
  /**
   * A title whose address another page has is an outcome the dialog shows, not a failure. Absent where
   * new pages cannot be made yet (a git host): no New button is offered.
   */
  createPage?(request: NewPageRequest): Promise<CreateOutcome>;
  /** The pictures a document can show: the site's, and those uploaded for it. */
  listImages(document: string): Promise<ImageList>;
  /**
   * Uploads a picture for a document: it waits for the document's save, at the address answered.
   * Absent where pictures cannot be uploaded yet (a git host): the chooser offers the site's own.
   */
  uploadImage?(document: string, folder: string, file: File): Promise<string>;
  /** Calls `listener` with the files saved elsewhere (another tab, a text editor), where the storage hears of it. */
  followChanges(listener: (files: string[]) => void): () => void;
  /** Where saves wait in the author's draft before they go on the site (a git host); none on this computer. */
  draft?: DraftShelf;
}

/** The author's draft on a git host: who signed in, what waits in it, and Publish, which puts it on the site. */
export interface DraftShelf {
  author: string;
  /** The files saved in the draft and not yet on the site, each named as the author knows it. */
  waiting(): Promise<WaitingFile[]>;
  /** Puts the whole draft on the site; `onStep` hears where it is while the host checks and builds. */
  publish(onStep?: (step: PublishStep) => void): Promise<PublishOutcome>;
  signOut(): void;
}

/** A file of the draft: a page by its title, a picture by its address. */
export interface WaitingFile {
  file: string;
  name: string;
}

export type PublishOutcome =
  /**
   * On main as `commit`; `addresses`: the pages it published, where visitors find them. `notBuilt`: the
   * host's words where it says at once that its build failed (a self-hosted server), the site unchanged.
   */
  | { kind: "published"; commit: string; addresses: string[]; notBuilt?: string }
  /** A file the draft changed was changed on the site meanwhile: nothing was published. */
  | { kind: "conflict"; message: string; files: string[] }
  /** The git host refused (its hook, with its words): nothing was published. */
  | { kind: "refused"; message: string };

export type SaveOutcome =
  | { kind: "saved"; version: string; path?: string; move?: AddressMove }
  /** Saved meanwhile by someone else: `theirs` is the document as it is now, when it could be read. */
  | { kind: "conflict"; message: string; theirs?: SavedCopy }
  | { kind: "refused"; message: string; problems: FieldProblem[] };

/** A document as saved, with its version. */
export interface SavedCopy {
  data: unknown;
  version: string;
}

export type CreateOutcome = { kind: "created"; file: string } | ({ kind: "taken" } & NewPageTaken);

/** The storage the editor's pages use, given once where they start (boot/editor-main.tsx). */
export const StorageContext = createContext<EditorStorage | undefined>(undefined);

export function useStorage(): EditorStorage {
  const storage = use(StorageContext);
  if (!storage) throw new Error("The editor needs a StorageContext around it (boot/editor-main.tsx gives one).");
  return storage;
}
