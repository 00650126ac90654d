import type { CheckedDocument } from "./checked-document.ts";
import { pointerOf } from "../../src/lib/json-pointer.ts";
import type { FormWords, Problem } from "./problem.ts";
import type { ListPublicFolder } from "./public-folder.ts";
import { didYouMeanInForm } from "./did-you-mean-in-form.ts";
import { suggest } from "./suggest.ts";
import { whereInPage } from "./where-in-page.ts";

const IMAGES = "/images/";
type Path = readonly (string | number)[];

/**
 * Every picture path ("src", the share image, any value under /images/) names a file in public/,
 * and every picture says what it shows unless it is marked decorative. The whole document is
 * walked rather than a list of known fields, so a new block with pictures is checked too.
 */
export function imageRules(doc: Pick<CheckedDocument, "file" | "source">, listFolder: ListPublicFolder): Problem[] {
  const problems: Problem[] = [];
  const report = (path: Path, message: string, hint: string, form: FormWords) => {
    const pointer = pointerOf(path);
    problems.push({
      file: doc.file,
      severity: "error",
      pointer,
      message: `${whereInPage(doc.source.value, pointer)}${message}`,
      hint,
      form,
      ...doc.source.locate(pointer),
    });
  };

  const checkPath = (src: string, path: Path) => {
    const slash = src.lastIndexOf("/");
    const folder = src.slice(0, slash);
    const name = src.slice(slash + 1);
    const names = listFolder(folder);
    if (names.includes(name)) return;
    const guess = suggest(name, names);
    report(
      path,
      `The picture "${src}" is not in public/.${guess ? ` Did you mean "${folder}/${guess}"?` : ""}`,
      `Put the file at public${src}, or correct the path.`,
      {
        message: `There is no picture at ${src}.${didYouMeanInForm(guess && `${folder}/${guess}`)}`,
        hint: "Choose a picture, or upload one.",
      },
    );
  };

  const checkAlt = (image: Record<string, unknown>, path: Path) => {
    const alt = String(image.alt).trim();
    const src = String(image.src);
    if (image.decorative === true && alt !== "") {
      report(
        [...path, "alt"],
        `The picture "${src}" is marked decorative but has "alt" text.`,
        'A decorative picture has "alt": "" so screen readers skip it. If it shows something visitors need, remove "decorative" instead.',
        {
          message: "A picture marked as decoration is not described: empty this, or untick Decorative.",
          hint: "Screen readers skip a decorative picture. If it shows something visitors need, untick Decorative.",
        },
      );
    } else if (image.decorative !== true && alt === "") {
      report(
        [...path, "alt"],
        `The picture "${src}" has no "alt" text.`,
        'Say in "alt" what the picture shows, for people who cannot see it. If it is only decoration, add "decorative": true.',
        {
          message: "Say what the picture shows, for people who cannot see it.",
          hint: "If the picture is only decoration, tick Decorative instead.",
        },
      );
    }
  };

  const visit = (value: unknown, path: Path): void => {
    if (typeof value === "string") {
      if (value.startsWith(IMAGES)) checkPath(value, path);
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => visit(item, [...path, i]));
    } else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.src === "string" && typeof record.alt === "string") checkAlt(record, path);
      for (const [key, child] of Object.entries(record)) visit(child, [...path, key]);
    }
  };

  visit(doc.source.value, []);
  return problems;
}
