import type { Refusal } from "../../lib/refusal.ts";

/** How much the outbox accepts. The upload limit matches the résumé field's `maxBytes` in pages/_forms/career.json. */
export const LIMITS = { submissionBytes: 64 * 1024, uploadBytes: 5 * 1024 * 1024 };

/** Every way the outbox turns a request down, worded for whoever reads it in the browser's network panel. */
export const REFUSALS = {
  foreignOrigin: {
    status: 403,
    message: "The outbox takes submissions only from this site's own pages, so this one was not saved.",
  },
  postOnly: { status: 405, message: "The outbox only accepts POST requests, apart from GET for a saved file." },
  unknownForm: {
    status: 404,
    message: "There is no form by that name: the site's forms are the files in pages/_forms/.",
  },
  noSuchFile: { status: 404, message: "There is no saved file by that name in the outbox." },
  submissionTooLarge: {
    status: 413,
    message: `This submission is larger than ${LIMITS.submissionBytes / 1024} KB, so it was not saved. Please shorten the longest answer.`,
  },
  notAnObject: {
    status: 400,
    message: 'A submission must be a JSON object of field names and values, such as {"name": "Sita"}.',
  },
  uploadTooLarge: {
    status: 413,
    message: `This file is larger than ${LIMITS.uploadBytes / 1024 / 1024} MB, so it was not saved. Please send a smaller one.`,
  },
  noFile: { status: 400, message: "No file arrived: send multipart/form-data with one file in it." },
  brokenUpload: {
    status: 400,
    message: "The upload was cut off or malformed, so nothing was saved. Please try again.",
  },
  notSaved: {
    status: 500,
    message: "The outbox could not write this to disk, so it was not saved. See the server's log.",
  },
} satisfies Record<string, Refusal>;
