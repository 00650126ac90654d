// The contract between the page editor's browser side (src/editor/) and its dev-server endpoints
// (scripts/editor/). Development only: nothing imports this from the site's own code.

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
}

/** POST {EDITOR_API}/validate { file, data } -> { problems: FieldProblem[] } (this document's only) */
export interface ValidateRequest {
  file: string;
  data: unknown;
}

/**
 * PUT {EDITOR_API}/document { file, data, version }
 *   200 { saved: true, version, path? }   written (or unchanged); path: the page's address
 *   409 { conflict: true, message }        the file changed on disk since `version`
 *   422 { problems, message }              errors remain; message names the first field to fix
 */
export interface SaveRequest {
  file: string;
  data: unknown;
  version: string;
}

/** POST {EDITOR_API}/new { kind, title } -> 200 { file } | 400 { message } (the scaffold's words) */
export interface NewPageRequest {
  kind: "course" | "service";
  title: string;
}

/** GET {EDITOR_API}/images -> { images: string[] } public addresses: "/images/courses/x.svg" */
/**
 * POST {EDITOR_API}/image?folder=courses|services&name=file-name.png, the image's bytes as the body
 *   200 { src: "/images/courses/file-name.png" } | 400/413/415 { message }
 */
export const IMAGE_FOLDERS = ["courses", "services"] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** GET {EDITOR_API}/schema?name=page|site|form -> one JSON Schema with every $ref local (#/$defs/...) */
export type SchemaName = "page" | "site" | "form";
