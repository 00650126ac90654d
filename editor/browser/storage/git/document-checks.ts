// What checking and writing a document takes on a git host (the validator, Prettier, the scaffold of a new
// page, a deletion's plan, the picture checks): a part of the editor of its own, which git-editor-storage.ts loads the first
// time a document is checked or written, so the list of documents never waits for it.
export { checkSave } from "../../../documents/check-save";
export { planDeletion } from "../../../documents/delete-page/plan-deletion";
export { formatDocument } from "../../../documents/format-document";
export { newPageFiles } from "../../../documents/new-page/new-page-files";
export { checkedPicture } from "./checked-picture";
