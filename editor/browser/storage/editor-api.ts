// The contract between the page editor's browser side (editor/browser/) and its dev-server endpoints
// (editor/server/). Development only: nothing imports this from the site's own code.
import type { MessageCode } from "../../../scripts/validator/messages";

/** Every endpoint lives under this prefix, on the dev server only. */
export const EDITOR_API = "/__edit/api";

/** Which schema a document answers to, and how the editor's list groups it. */
export type DocumentKind = "course" | "service" | "page" | "site" | "form";

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
  /** A form's: the addresses of the published pages that show it. */
  shownOn?: string[];
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
  version: string;
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
  /** A new course's category: one that a listed course has. None: "Other Courses" until the form sets one. */
  category?: string;
}

export interface NewPageTaken {
  message: string;
  /** The page that has the address: the editor names it by its title and offers to open it. */
  existing: DocumentListItem & { path: string };
}

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

/** The schemas of schema/ a document answers to (the editor's forms are made from them when it is built). */
export type SchemaName = "page" | "site" | "form";
