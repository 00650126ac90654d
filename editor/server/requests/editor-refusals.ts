import { TITLE_TAKEN } from "../../documents/new-page/title-taken-by.ts";
import type { Refusal } from "../../../scripts/lib/refusal.ts";
import { MAX_IMAGE_BYTES } from "../../documents/storage-contract.ts";
import { NOT_A_PAGE } from "../../documents/opened-document.ts";
import { SVG_LIMITS, SVG_REBUILD_MS } from "../images/svg/svg-limits.ts";
import { NOT_STARTABLE } from "../../../scripts/content-layout/translation-start.ts";

/** How much JSON the editor accepts in one request: the largest document is about 20 KB. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** How deep a request's JSON may nest: a document nests 6 deep; the validator recurses on each level. */
export const MAX_JSON_DEPTH = 64;
/** The longest title a New page may have: it becomes the page's file name and address. */
export const MAX_TITLE_LENGTH = 120;
/** What a new course teaches, in one sentence: longer is a paragraph, written in the form. */
export const MAX_SUMMARY_LENGTH = 300;
/** The longest file name the editor writes: the system's limit is 255 bytes. */
export const MAX_NAME_LENGTH = 200;

/** Every way the editor's endpoints turn a request down, in words for whoever reads the editor. */
export const REFUSALS = {
  notThisMachine: {
    status: 403,
    message: "The page editor only answers requests from this computer, sent by its own page at /__edit.",
  },
  foreignOrigin: {
    status: 403,
    message:
      "The page editor only answers its own page at /__edit on this dev server, and this request was sent by another page or site.",
  },
  unknownEndpoint: { status: 404, message: "The page editor has no such endpoint." },
  wrongMethod: { status: 405, message: "The page editor's endpoint does not take this kind of request." },
  badFile: {
    status: 400,
    message:
      'Give a document as its path in the project, such as "pages/courses/python-training.json": inside pages/, ending in .json, with no "..", "\\" or "%".',
  },
  hardLink: {
    status: 400,
    message:
      "That file has another name elsewhere on disk (a hard link), so writing it would change that other file too, which may lie outside the project. The editor leaves it alone: replace it with a copy of its own (cp file copy && mv copy file).",
  },
  notAFile: {
    status: 400,
    message: "That is not an ordinary file (a folder, a device or a pipe), so the editor leaves it alone.",
  },
  symlink: {
    status: 400,
    message:
      "That file or folder is a link to somewhere else, so the editor leaves it alone. Edit it in a text editor.",
  },
  nameTooLong: {
    status: 400,
    message: `A file name is at most ${MAX_NAME_LENGTH} characters, and this one, made from the page's address or the picture's name, is longer. Choose a shorter address or name.`,
  },
  noSuchDocument: { status: 404, message: "There is no such document in pages/. It may have been renamed or deleted." },
  unusedFile: NOT_A_PAGE,
  notJson: { status: 400, message: "The request must be a JSON object." },
  tooDeep: {
    status: 400,
    message: `The request nests its objects and lists more than ${MAX_JSON_DEPTH} deep, which no document does, so nothing was done.`,
  },
  tooLarge: { status: 413, message: `The request is larger than ${MAX_JSON_BYTES / 1024 / 1024} MB.` },
  missingData: { status: 400, message: 'The request must carry the document as "data".' },
  missingVersion: { status: 400, message: 'The request must carry the "version" the document was opened at.' },
  notStartable: { status: 422, message: NOT_STARTABLE },
  badKeeper: { status: 400, message: '"keepAddressFor" must name the file of the page that takes the address.' },
  conflict: {
    status: 409,
    message:
      "Someone saved this page since you opened it (in another tab or a text editor), so your changes were not saved yet: choose, field by field, what to keep.",
  },
  linksChanged: {
    status: 409,
    message:
      "A page that links to this one was changed on disk while this one was being saved, so nothing was saved. Save again.",
  },
  addressTakenMeanwhile: {
    status: 409,
    message:
      "Another page took this address while this one was being saved, so nothing was saved. Choose another address.",
  },
  badKind: { status: 400, message: 'A new page is a "course" or a "service".' },
  titleTooLong: {
    status: 400,
    message: `A title is at most ${MAX_TITLE_LENGTH} characters: it becomes the page's file name and address. Give a shorter one; the page's text can say more.`,
  },
  badCategory: { status: 400, message: "A new course's category is a text: one of the categories courses have." },
  badSummary: {
    status: 400,
    message: `What a new course teaches is one sentence, of at most ${MAX_SUMMARY_LENGTH} characters.`,
  },
  badBatch: { status: 400, message: "A new course's next batch is a date, as year-month-day." },
  titleTaken: {
    status: 409,
    message: TITLE_TAKEN,
  },
  badImageFolder: {
    status: 400,
    message:
      "Pictures are uploaded to one of the folders the editor offers: courses, services, gallery, avatars, hero or clients.",
  },
  badImageName: {
    status: 400,
    message: 'Give the picture a name with letters or digits in it, such as "python-training.png".',
  },
  imageTooLarge: {
    status: 413,
    message: `This picture is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB, so it was not saved. Make it smaller (an SVG, or a WebP or AVIF at 1280 pixels wide is plenty).`,
  },
  imageTooManyPixels: {
    status: 413,
    message: "This picture has more pixels than any phone's photo (over 120 million), so it was not saved.",
  },
  notAnImage: {
    status: 415,
    message: "This file is not a PNG, JPEG, WebP, AVIF or SVG picture, so it was not saved.",
  },
  svgEntities: {
    status: 415,
    message:
      "This SVG declares entities in a DOCTYPE, which can hide a script or swell a few bytes into gigabytes, so it was not saved. Export it again without a DOCTYPE.",
  },
  svgTooComplex: {
    status: 422,
    message: `This SVG nests its elements more than ${SVG_LIMITS.depth} deep, has more than ${SVG_LIMITS.elements.toLocaleString("en")} of them, or more than ${SVG_LIMITS.attributes} attributes on one, far more than a picture needs, so it was not saved. Simplify it (fewer groups), or export it as a WebP or AVIF.`,
  },
  svgTooSlow: {
    status: 422,
    message: `Checking this SVG took longer than ${SVG_REBUILD_MS / 1000} seconds, so it was not saved. Simplify it, or export it as a WebP or AVIF.`,
  },
  imageExists: {
    status: 409,
    message: "A picture with this name is already there, and was kept. Choose another name, or pick that picture.",
  },
  imageWaiting: {
    status: 409,
    message:
      "A picture with this name was uploaded for another page and waits for that page to be saved. Choose another name.",
  },
  failed: { status: 500, message: "The page editor could not do this. See the dev server's log for why." },
} satisfies Record<string, Refusal>;
