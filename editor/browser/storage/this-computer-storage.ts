import {
  EDITOR_API,
  WHERE_DOCUMENTS_ARE,
  type WhereDocumentsAre,
  type AddressMove,
  type DocumentListItem,
  type FieldProblem,
  type ImageList,
  type NewPageRequest,
  type NewPageTaken,
  type OpenedDocument,
  type SaveRequest,
  type ValidateAnswer,
  type ValidateRequest,
  type CreateOutcome,
  type DeleteOutcome,
  type DeleteRequest,
  type EditorStorage,
  type SaveOutcome,
  type SavedCopy,
} from "../../documents/storage-contract";
import { PAGES_CHANGED, type PagesChanged } from "../../../src/content/page-changes";

/** An endpoint's refusal, with the words the server chose for the author. */
export class EditorRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Said where nothing answers the editor's requests: a static host, which serves only the built files. */
export const NO_STORAGE_HERE =
  "The page editor cannot reach the site's documents at this address: it saves on a computer where the site " +
  "runs (npm start, or npm run preview after a build). Ask the site's developer where to edit.";

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${EDITOR_API}${path}`, init);
  const body = (await response.json().catch(() => undefined)) as (T & { message?: string }) | undefined;
  if (!body) throw new EditorRequestError(response.status, NO_STORAGE_HERE);
  if (!response.ok) {
    throw new EditorRequestError(response.status, body.message ?? `The editor's server answered ${response.status}.`);
  }
  return body;
}

/**
 * Whether this computer's files answer here (the dev server, `npm run preview`), not a static host: asked
 * of a file the build carries, so no host answers it with a 404.
 */
export async function thisComputerAnswers(): Promise<boolean> {
  try {
    const answer = await fetch(WHERE_DOCUMENTS_ARE, { cache: "no-store" });
    const said = (await answer.json().catch(() => undefined)) as Partial<WhereDocumentsAre> | undefined;
    return answer.ok && said?.thisComputer === true;
  } catch {
    return false;
  }
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

async function listDocuments(): Promise<DocumentListItem[]> {
  return (await call<{ documents: DocumentListItem[] }>("/documents")).documents;
}

function openDocument(file: string): Promise<OpenedDocument> {
  return call(`/document?file=${encodeURIComponent(file)}`);
}

function validateDocument(request: ValidateRequest): Promise<ValidateAnswer> {
  return call("/validate", json("POST", request));
}

/** Saves a document; a conflict or remaining errors are outcomes the editor shows, not failures. */
async function saveDocument(request: SaveRequest): Promise<SaveOutcome> {
  const response = await fetch(`${EDITOR_API}/document`, json("PUT", request));
  const body = (await response.json().catch(() => ({}))) as {
    version?: string;
    path?: string;
    move?: AddressMove;
    conflict?: boolean;
    theirs?: SavedCopy;
    message?: string;
    problems?: FieldProblem[];
  };
  if (response.ok && body.version) return { kind: "saved", version: body.version, path: body.path, move: body.move };
  if (body.conflict) return { kind: "conflict", message: body.message ?? "Changed on disk.", theirs: body.theirs };
  if (response.status === 422) return { kind: "refused", message: body.message ?? "", problems: body.problems ?? [] };
  throw new EditorRequestError(response.status, body.message ?? `The editor's server answered ${response.status}.`);
}

/** Creates a course or service; a title whose address another page has is an outcome the dialog shows, not a failure. */
async function createPage(request: NewPageRequest): Promise<CreateOutcome> {
  const response = await fetch(`${EDITOR_API}/new`, json("POST", request));
  const body = (await response.json().catch(() => ({}))) as Partial<NewPageTaken> & { file?: string };
  if (response.ok && body.file) return { kind: "created", file: body.file };
  if (response.status === 409 && body.existing)
    return { kind: "taken", message: body.message ?? "", existing: body.existing };
  throw new EditorRequestError(response.status, body.message ?? `The editor's server answered ${response.status}.`);
}

/** Deletes a page; the pages that link to it, a change meanwhile or a refusal are outcomes the dialog shows. */
async function deletePage(request: DeleteRequest): Promise<DeleteOutcome> {
  const response = await fetch(`${EDITOR_API}/delete`, json("POST", request));
  const body = (await response.json().catch(() => ({}))) as {
    relinked?: string[];
    linked?: boolean;
    linkedFrom?: string[];
    conflict?: boolean;
    message?: string;
  };
  const message = body.message ?? `The editor's server answered ${response.status}.`;
  if (response.ok && body.linked) return { kind: "linked", message, linkedFrom: body.linkedFrom ?? [] };
  if (response.ok) return { kind: "deleted", relinked: body.relinked ?? [] };
  if (body.conflict) return { kind: "conflict", message };
  if (response.status === 422) return { kind: "refused", message };
  throw new EditorRequestError(response.status, message);
}

/** The pictures a document can show: those of public/images, and those uploaded for it. */
function listImages(document: string): Promise<ImageList> {
  return call(`/images?file=${encodeURIComponent(document)}`);
}

/** Uploads a picture for a document: it waits for the document's save, at the address answered. */
async function uploadImage(document: string, folder: string, file: File): Promise<string> {
  const query = [
    `file=${encodeURIComponent(document)}`,
    `folder=${encodeURIComponent(folder)}`,
    `name=${encodeURIComponent(file.name)}`,
  ].join("&");
  const init: RequestInit = { method: "POST", headers: { "Content-Type": "application/octet-stream" }, body: file };
  return (await call<{ src: string }>(`/image?${query}`, init)).src;
}

/**
 * Dev server only: calls `listener` with the files each time the pages plugin says documents changed
 * (a save here, in another tab or in a text editor). `npm run preview` sends no such news.
 */
function followChanges(listener: (files: string[]) => void): () => void {
  const hot = import.meta.hot;
  if (!hot) return () => {};
  const heard = ({ files }: PagesChanged) => listener(files);
  hot.on(PAGES_CHANGED, heard);
  return () => hot.off(PAGES_CHANGED, heard);
}

/** This computer's files, through the endpoints of the dev server or of `npm run preview`. */
export const thisComputer: EditorStorage = {
  listDocuments,
  openDocument,
  validateDocument,
  saveDocument,
  createPage,
  deletePage,
  // The site is built from these files: what visitors see is the last build's, which the editor cannot read.
  standing: async () => "files",
  listImages,
  uploadImage,
  followChanges,
};
