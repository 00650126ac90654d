import { scaffoldPage } from "../scaffold/scaffold-page.ts";
import { REFUSALS } from "./editor-refusals.ts";
import { RequestError } from "./request-error.ts";
import { resolveInside } from "./resolve-inside.ts";

const FOLDERS = { course: "courses", service: "services" } as const;

/** A new course or service, exactly as `npm run new:course` writes it; its refusal, word for word. */
export async function createPage(root: string, body: Record<string, unknown>): Promise<{ file: string }> {
  const { kind, title } = body;
  if (kind !== "course" && kind !== "service") throw new RequestError(REFUSALS.badKind);
  // The scaffold writes into these folders: they must be the project's own, not links elsewhere.
  resolveInside(root, "pages", `pages/${FOLDERS[kind]}`);
  resolveInside(root, "public/images", `public/images/${FOLDERS[kind]}`);
  const result = await scaffoldPage(kind, typeof title === "string" ? title : "", root);
  if (!result.ok) throw new RequestError({ status: 400, message: result.message });
  return { file: result.file };
}
