import { scaffoldPage } from "../../../scripts/commands/scaffold/scaffold-page.ts";
import { titleTakenBy } from "../../documents/new-page/title-taken-by.ts";
import { MAX_SUMMARY_LENGTH, MAX_TITLE_LENGTH, REFUSALS } from "../requests/editor-refusals.ts";
import { listDocuments } from "./list-documents.ts";
import type { Reply } from "../requests/reply.ts";
import { RequestError } from "../requests/request-error.ts";
import { resolveInside } from "../files/resolve-inside.ts";

const FOLDERS = { course: "courses", service: "services" } as const;

/**
 * A new course or service, exactly as `npm run new:course` writes it. A title another page already
 * has, or whose address it has, is answered with that page, so the editor can name it and open it;
 * any other refusal (a category that no course has, say) is the scaffold's, word for word.
 */
export async function createPage(root: string, body: Record<string, unknown>): Promise<Reply> {
  const { kind, title, category, summary, batch } = body;
  if (kind !== "course" && kind !== "service") throw new RequestError(REFUSALS.badKind);
  const words = typeof title === "string" ? title : "";
  if (words.trim().length > MAX_TITLE_LENGTH) throw new RequestError(REFUSALS.titleTooLong);
  if (category !== undefined && typeof category !== "string") throw new RequestError(REFUSALS.badCategory);
  if (summary !== undefined && (typeof summary !== "string" || summary.length > MAX_SUMMARY_LENGTH)) {
    throw new RequestError(REFUSALS.badSummary);
  }
  if (batch !== undefined && typeof batch !== "string") throw new RequestError(REFUSALS.badBatch);
  const taken = () => {
    const clash = titleTakenBy(listDocuments(root), words);
    return clash && { status: REFUSALS.titleTaken.status, body: clash };
  };
  const before = taken();
  if (before) return before;
  // The scaffold writes into these folders: they must be the project's own, not links elsewhere.
  resolveInside(root, "pages", `pages/${FOLDERS[kind]}`);
  resolveInside(root, "public/images", `public/images/${FOLDERS[kind]}`);
  let result: Awaited<ReturnType<typeof scaffoldPage>>;
  try {
    result = await scaffoldPage(kind, words, root, { category, summary, batch });
  } catch (error) {
    // Another New of this title wrote the file while this one was formatting it ("wx" refuses).
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return taken() ?? { status: REFUSALS.titleTaken.status, body: { message: REFUSALS.titleTaken.message } };
  }
  if (!result.ok) throw new RequestError({ status: 400, message: result.message });
  return { status: 200, body: { file: result.file } };
}
