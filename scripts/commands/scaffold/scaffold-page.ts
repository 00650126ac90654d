import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import type { CoursePage, ServicePage } from "../../../src/generated/page.ts";
import { readPageTexts } from "../../content-layout/read-page-texts.ts";
import { iconNames } from "../../validator/icon-sets.ts";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { cardArt } from "../images/card.ts";
import { writePublicImage } from "../images/write-public-image.ts";
import { planNewPage, type NewPageKind, type NewPageOptions } from "./plan-new-page.ts";

export type ScaffoldKind = NewPageKind;

export type ScaffoldResult =
  | {
      ok: true;
      /** The new document, relative to the root: pages/courses/x.json */
      file: string;
      /** Its card picture, relative to the root: public/images/courses/x.svg */
      image: string;
      /** False when a picture of that name was already there and was kept. */
      imageWritten: boolean;
      /** The text written, as Prettier formats it so `npm run lint` accepts it. */
      text: string;
      document: CoursePage | ServicePage;
      /** The course whose texts it starts from, by title. */
      startedFrom?: string;
    }
  | { ok: false; message: string };

/**
 * Writes a new course or service document (planned by plan-new-page.ts) and its card picture;
 * refuses rather than overwrite.
 */
export async function scaffoldPage(
  kind: ScaffoldKind,
  rawTitle: string,
  root = PROJECT_ROOT,
  options: Omit<NewPageOptions, "iconNames"> = {},
): Promise<ScaffoldResult> {
  if (!rawTitle.trim()) {
    const example = kind === "course" ? "Kubernetes Training" : "Cloud Backup";
    return { ok: false, message: `Give the new ${kind} a title, in quotes: npm run new:${kind} -- "${example}"` };
  }
  const plan = planNewPage(kind, rawTitle, readPageTexts(root), { ...options, iconNames });
  if (!plan.ok) return plan;
  const { file, document, marks, startedFrom } = plan;
  if (existsSync(join(root, file))) {
    return {
      ok: false,
      message: `${file} already exists, and was left as it is. Edit that file, or choose a different title.`,
    };
  }
  const target = join(root, file);
  // The project's Prettier settings even when root is a copy, so the file passes `npm run lint`.
  const prettier = await resolveConfig(join(PROJECT_ROOT, file));
  const text = await format(JSON.stringify(document), { ...prettier, filepath: target });
  // "wx" fails instead of overwriting if the file appeared since the check above.
  writeFileSync(target, text, { flag: "wx" });
  const src = document.card.image.src;
  // Not drawn while the marks are still to be chosen: `npm run images` draws it once they are.
  const imageWritten = writePublicImage(root, src, () => cardArt(document.title, kind, marks));
  return { ok: true, file, image: `public${src}`, imageWritten, text, document, startedFrom };
}
