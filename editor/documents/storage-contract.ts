// The contract between the page editor and where its documents are kept (EditorStorage, below): what each
// storage answers, whether this computer's files (the dev server's endpoints under EDITOR_API, editor/server/),
// a git server over smart HTTP or GitHub. Nothing imports this from the site's own code.
import type { MessageCode } from "../../scripts/validator/messages";
import type { Language } from "../../src/content/translation/languages";

/** Every endpoint lives under this prefix, on the dev server only. */
export const EDITOR_API = "/__edit/api";

/**
 * Where the editor asks, as it starts, whether this computer's files answer here: the build carries
 * `{ "thisComputer": false }` (a static host serves it as it is), the dev server and `npm run preview`
 * answer `{ "thisComputer": true }`. Asked of a file every host has, the question never ends in a 404.
 */
export const WHERE_DOCUMENTS_ARE = "/edit/where-documents-are.json";

export interface WhereDocumentsAre {
  thisComputer: boolean;
}

/**
 * Which schema a document answers to, and how the editor's list groups it; a page's translation
 * (pages/ne/) is listed with its English page and edited beside it.
 */
export type DocumentKind = "course" | "service" | "page" | "site" | "form" | "translation";

/** GET {EDITOR_API}/documents -> { documents: DocumentListItem[] } */
export interface DocumentListItem {
  /** Relative to the project root, forward slashes: pages/courses/x.json */
  file: string;
  kind: DocumentKind;
  /** The document's title (a form's id, "Site settings" for _site.json). */
  title: string;
  /** The page's address, for page documents. */
  path?: string;
  /** A page still being written, which the published site leaves out. */
  draft?: boolean;
  /** A course's category, the group lists and menus show it in. */
  category?: string;
  /** A course with no batch in the future (none planned, or every one started): its page offers to tell visitors when one opens. */
  noFutureBatch?: true;
  /** A form's: the addresses of the published pages that show it. */
  shownOn?: string[];
  /** A page's translations, each by its language and file (pages/ne/about.json). */
  translations?: { language: Language; file: string }[];
}

/** GET {EDITOR_API}/document?file=pages/... -> OpenedDocument */
export interface OpenedDocument {
  file: string;
  kind: DocumentKind;
  /** The parsed document as it is on disk. */
  data: unknown;
  /** A hash of the file's bytes when read: sent back with a save, so a file changed on disk since is noticed. */
  version: string;
}

/**
 * One problem, at its field in the form: the validator's Problem in the words of a form (its
 * `form` words, which name no field and speak no JSON), with the line `npm run validate` prints.
 */
export interface FieldProblem {
  severity: "error" | "warning";
  /** JSON pointer of the field the problem belongs to ("" for the whole document); a missing field's own. */
  pointer: string;
  /** Where that field is, in the form's labels: "Frequently asked questions › Do I need a laptop? › Answer". */
  place: string;
  line: number;
  column: number;
  /** What is wrong, said under the field. */
  message: string;
  hint?: string;
  /** The kind of problem, where the editor treats it apart: "unwrittenText" is a text still to write. */
  code?: MessageCode;
  /** The value that puts it right, when there is one likely fix: the field offers to write it. */
  fix?: string;
}

/**
 * A page moving to the address its "path" now gives: saving renames its file (one rename, so git
 * sees one) and changes every link to the old address in the other documents. Whether the old
 * address keeps showing the page is in the data: it is one of the page's "aliases" or not.
 */
export interface AddressMove {
  from: string;
  to: string;
  /** The document's file at the new address: pages/courses/<to>.json */
  file: string;
  /** The other documents whose links lead to the old address, by title. */
  linkedFrom: string[];
  /** Whether the old address still shows the page, as one of its aliases. */
  keptOld: boolean;
}

/**
 * POST {EDITOR_API}/validate { file, data } -> ValidateAnswer (this document's problems only). A page
 * whose address changed is checked as saved at it; when it cannot move there, the problem at
 * "/path" says why.
 */
export interface ValidateRequest {
  file: string;
  data: unknown;
}

export interface ValidateAnswer {
  problems: FieldProblem[];
  /** Where a save would move the page, when its address changed and it can. */
  move?: AddressMove;
}

/**
 * PUT {EDITOR_API}/document { file, data, version }
 *   200 { saved: true, version, path?, move? }  written (or unchanged); path: the page's address;
 *                                               move: the page moved, and is now move.file
 *   409 { conflict: true, message, theirs }     the file changed on disk since `version`; theirs: { data, version }
 *                                               as it is now, for the author to choose field by field
 *   409 { message }                             a document whose links follow the move changed meanwhile
 *   422 { problems, message }                   errors remain; message names the first field to fix
 */
export interface SaveRequest {
  file: string;
  data: unknown;
  /** The version it was opened at; null for a page's translation not started yet, whose file the save makes. */
  version: string | null;
}

/**
 * POST {EDITOR_API}/new { kind, title }
 *   200 { file }
 *   409 NewPageTaken       another page has this title, or the address it makes
 *   400 { message }        the scaffold's words
 */
export interface NewPageRequest {
  kind: "course" | "service";
  title: string;
  /**
   * A new course's category: one that a listed course has, whose first course's texts it starts from.
   * None: "Other Courses" until the form sets one.
   */
  category?: string;
  /** What a new course teaches, in one sentence: its introduction's first words and its search description. */
  summary?: string;
  /** When a new course's next batch starts, as year-month-day. */
  batch?: string;
}

export interface NewPageTaken {
  message: string;
  /** The page that has the address: the editor names it by its title and offers to open it. */
  existing: DocumentListItem & { path: string };
}

/**
 * POST {EDITOR_API}/delete { file, version, keepAddressFor? }
 *   200 { deleted: true, relinked }          the page is gone; relinked: the pages whose links now lead to keepAddressFor
 *   200 { linked: true, message, linkedFrom } other pages link to it and no page takes its address: nothing deleted
 *   409 { conflict: true, message }          the file changed since `version`: nothing deleted
 *   422 { message }                          it cannot be deleted (not a page, or the site would have an error)
 */
export interface DeleteRequest {
  file: string;
  version: string;
  /** Another page of its kind that takes its address (and old addresses) as its own old addresses. */
  keepAddressFor?: string;
}

export type DeleteOutcome =
  | { kind: "deleted"; relinked: string[] }
  /** The titles of the pages that link to it: the author chooses where its address leads, or changes them. */
  | { kind: "linked"; message: string; linkedFrom: string[] }
  | { kind: "conflict"; message: string }
  | { kind: "refused"; message: string };

/**
 * GET {EDITOR_API}/images?file=pages/... -> ImageList: the pictures of public/images and those
 * uploaded for the document that wait for its save, by the addresses they have (will have) on the site.
 */
export interface ImageList {
  images: string[];
  /** The pictures uploaded for the document: its save puts those it uses in public/images, deletes the rest. */
  staged: string[];
  /**
   * Where this browser shows a picture the site does not serve yet (blob: addresses), by its address:
   * on a git host, one uploaded and waiting for its save, or one in the author's draft only.
   */
  shownFrom?: Record<string, string>;
}

/**
 * POST {EDITOR_API}/image?file=pages/...&folder=<one of IMAGE_FOLDERS>&name=file-name.png, the image's bytes
 * as the body: kept aside for the document until it is saved, served meanwhile at its address.
 *   200 { src: "/images/courses/file-name.png" } | 400/409/413/415 { message }
 */
export const IMAGE_FOLDERS = ["courses", "services", "gallery", "avatars", "hero", "clients"] as const;
/** The folder of a course's or a service's pictures: its card picture, what is uploaded for it. */
export const IMAGE_FOLDER_OF: Partial<Record<DocumentKind, (typeof IMAGE_FOLDERS)[number]>> = {
  course: "courses",
  service: "services",
};
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The largest picture file the editor reads to make it fit (more than any phone's photo): what it uploads is far smaller. */
export const MAX_ORIGINAL_BYTES = 40 * 1024 * 1024;

/**
 * Where the documents live, the one boundary between the editor and them: every list, open, check,
 * save, new page and picture goes through it, and every storage does each. Three keep the files: this
 * computer's, through the dev server's (or `npm run preview`'s) endpoints (browser/storage/this-computer-storage.ts); a git server
 * over smart HTTP (git/); GitHub (github/), the last two with the author's draft (`draft`).
 * A refusal is thrown as an Error whose message is in words for the author.
 */
export interface EditorStorage {
  listDocuments(): Promise<DocumentListItem[]>;
  openDocument(file: string): Promise<OpenedDocument>;
  /** This document's problems as a save would leave them, each at its field. */
  validateDocument(request: ValidateRequest): Promise<ValidateAnswer>;
  /** A conflict or remaining errors are outcomes the editor shows, not failures. */
  saveDocument(request: SaveRequest): Promise<SaveOutcome>;
  /** A title whose address another page has is an outcome the dialog shows, not a failure. */
  createPage(request: NewPageRequest): Promise<CreateOutcome>;
  /** Deletes a page (on a git host, in the author's draft, published like any change); links to it are named first. */
  deletePage(request: DeleteRequest): Promise<DeleteOutcome>;
  /** Where a document stands against what the site is built from: what visitors see of it. */
  standing(file: string): Promise<Standing>;
  /** The pictures a document can show: the site's, and those uploaded for it. */
  listImages(document: string): Promise<ImageList>;
  /** Uploads a picture for a document: it waits for the document's save, at the address answered. */
  uploadImage(document: string, folder: string, file: File): Promise<string>;
  /** Calls `listener` with the files saved elsewhere (another tab, a text editor), where the storage hears of it. */
  followChanges(listener: (files: string[]) => void): () => void;
  /** Where saves wait in the author's draft before they go on the site (a git host); none on this computer. */
  draft?: DraftShelf;
}

/**
 * Where a document stands against what the site is built from, so the editor says truly what visitors
 * see: "files" on this computer (the site is built from these files, at its next build); on a git host
 * "new" (only in the author's draft), "changed" (on the site, with changes waiting in the draft) or
 * "same" (on the site as it is here).
 */
export type Standing = "files" | "new" | "changed" | "same";

/** Where a Publish is, from the author's press to the page a visitor can open. */
export type PublishStep = "checking" | "publishing" | "building" | "live";

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
