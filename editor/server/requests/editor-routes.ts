import type { IncomingMessage } from "node:http";
import type { ImageList, ValidateAnswer } from "../../documents/storage-contract.ts";
import { createPage } from "../documents/create-page.ts";
import { deletePage } from "../documents/delete-page.ts";
import { REFUSALS } from "./editor-refusals.ts";
import { listDocuments } from "../documents/list-documents.ts";
import { listImages } from "../images/list-images.ts";
import { openDocument } from "../documents/open-document.ts";
import { readDocument } from "../files/read-document.ts";
import { readJsonBody } from "./read-json-body.ts";
import type { Reply } from "./reply.ts";
import { RequestError } from "./request-error.ts";
import { saveDocument } from "../documents/save-document.ts";
import { stageImage } from "../images/stage-image.ts";
import { stagedImages } from "../images/staged-images.ts";
import { checkSave } from "../../documents/check-save.ts";
import { diskSiteCopy } from "../files/disk-site-copy.ts";

export interface EndpointRequest {
  root: string;
  req: IncomingMessage;
  query: URLSearchParams;
}

type Endpoint = (request: EndpointRequest) => Promise<Reply> | Reply;
export type Method = "GET" | "POST" | "PUT";

const ok = (body: unknown): Reply => ({ status: 200, body });

/** Every endpoint under EDITOR_API, by name and method; editor/documents/storage-contract.ts has their shapes. */
export const EDITOR_ROUTES: Record<string, Partial<Record<Method, Endpoint>>> = {
  documents: { GET: ({ root }) => ok({ documents: listDocuments(root) }) },
  document: {
    GET: ({ root, query }) => ok(openDocument(root, query.get("file"))),
    PUT: async ({ root, req }) => saveDocument(root, await readJsonBody(req)),
  },
  validate: {
    async POST({ root, req }) {
      const { file, data } = await readJsonBody(req);
      const document = readDocument(root, file, false);
      if (data === undefined) throw new RequestError(REFUSALS.missingData);
      const { problems, move } = await checkSave(diskSiteCopy(root), document, data);
      return ok({ problems, ...(move && { move }) } satisfies ValidateAnswer);
    },
  },
  new: { POST: async ({ root, req }) => createPage(root, await readJsonBody(req)) },
  delete: { POST: async ({ root, req }) => deletePage(root, await readJsonBody(req)) },
  images: {
    GET({ root, query }) {
      const file = query.get("file");
      const staged = file === null ? [] : stagedImages(root, readDocument(root, file).file).map((image) => image.src);
      return ok({ images: [...listImages(root), ...staged].sort(), staged } satisfies ImageList);
    },
  },
  image: { POST: async ({ root, req, query }) => ok(await stageImage(root, req, query)) },
};
