import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import type { CoursePage, ServicePage } from "../../../src/generated/page.ts";
import { cardArt } from "../images/card.ts";
import { writePublicImage } from "../images/write-public-image.ts";
import { expectedPath } from "../../validator/cross-checks.ts";
import { SITE_FILE } from "../../validator/validate-texts.ts";
import { PROJECT_ROOT } from "../../lib/project-root.ts";
import { courseTemplate } from "./course-template.ts";
import { addressOwners } from "./address-owners.ts";
import { readPageFiles, type PageFile } from "./read-page-files.ts";
import { serviceTemplate } from "./service-template.ts";
import { slugOf } from "./slug-of.ts";

export type ScaffoldKind = "course" | "service";

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
    }
  | { ok: false; message: string };

const FOLDER = { course: "courses", service: "services" } as const;
const TEMPLATE = { course: courseTemplate, service: serviceTemplate };

/**
 * Writes a new course or service document and its card picture; refuses rather than overwrite. A
 * course may be given its category: one that a course has already (a new spelling would start a
 * group of one; a new category is made in the form or the file).
 */
export async function scaffoldPage(
  kind: ScaffoldKind,
  rawTitle: string,
  root = PROJECT_ROOT,
  { category }: { category?: string } = {},
): Promise<ScaffoldResult> {
  const title = rawTitle.trim().replace(/\s+/g, " ");
  const example = kind === "course" ? "Kubernetes Training" : "Cloud Backup";
  if (!title) {
    return refuse(`Give the new ${kind} a title, in quotes: npm run new:${kind} -- "${example}"`);
  }
  const slug = slugOf(title);
  if (!slug) {
    return refuse(
      `The title "${title}" has no letters or digits to make an address from. Use words, e.g. "${example}".`,
    );
  }
  const file = `pages/${FOLDER[kind]}/${slug}.json`;
  const path = `/${slug}`;
  if (existsSync(join(root, file))) {
    return refuse(`${file} already exists, and was left as it is. Edit that file, or choose a different title.`);
  }
  if (expectedPath(file) !== path) {
    return refuse(`"${slug}" is reserved for the home page. Choose a different title.`);
  }
  const pages = readPageFiles(root);
  if (category) {
    const refusal = categoryRefusal(kind, category, pages);
    if (refusal) return refuse(refusal);
  }
  const owner = addressOwners(pages).get(path);
  if (owner) {
    return refuse(
      `The address "${path}" is already used by ${owner.file}, and a page's file name must match its address. Choose a different title, e.g. "${title} Advanced".`,
    );
  }

  const document = TEMPLATE[kind]({
    title,
    slug,
    shortName: shortNameOf(pages),
    order: nextOrder(pages, kind),
    ...(category && { category }),
  });
  const target = join(root, file);
  // The project's Prettier settings even when root is a copy, so the file passes `npm run lint`.
  const options = await resolveConfig(join(PROJECT_ROOT, file));
  const text = await format(JSON.stringify(document), { ...options, filepath: target });
  // "wx" fails instead of overwriting if the file appeared since the check above.
  writeFileSync(target, text, { flag: "wx" });
  const src = document.card.image.src;
  // Not drawn while the marks are still to be chosen: `npm run images` draws it once they are.
  const marks = "logos" in document.card ? document.card.logos : [document.card.icon];
  const imageWritten = writePublicImage(root, src, () => cardArt(title, kind, marks));
  return { ok: true, file, image: `public${src}`, imageWritten, text, document };
}

/** Why a new page cannot have this category, if it cannot: only a course has one, and one that a course has. */
function categoryRefusal(kind: ScaffoldKind, category: string, pages: PageFile[]): string | undefined {
  if (kind !== "course") return "Only a course has a category.";
  const known = [
    ...new Set(
      pages.flatMap(({ file, data }) =>
        file.startsWith("pages/courses/") && typeof data?.category === "string" ? [data.category] : [],
      ),
    ),
  ].sort((a, b) => a.localeCompare(b));
  if (known.includes(category)) return undefined;
  return `No course has the category "${category}", so nothing was created. Use one the courses have (${known.join("; ")}), or none and set it later.`;
}

function refuse(message: string): ScaffoldResult {
  return { ok: false, message };
}

function nextOrder(pages: PageFile[], kind: ScaffoldKind): number {
  const orders = pages
    .filter(({ file, data }) => file.startsWith(`pages/${FOLDER[kind]}/`) && typeof data?.order === "number")
    .map(({ data }) => data?.order as number);
  return Math.max(0, ...orders) + 10;
}

function shortNameOf(pages: PageFile[]): string {
  const brand = pages.find((p) => p.file === SITE_FILE)?.data?.brand as { shortName?: unknown } | undefined;
  return typeof brand?.shortName === "string" ? brand.shortName : "Yeti Bytes";
}
