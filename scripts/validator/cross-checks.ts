import { basename, dirname } from "pathe";
import type { CheckedDocument } from "./checked-document.ts";
import { didYouMeanInForm } from "./did-you-mean-in-form.ts";
import { MESSAGES, type MessageCode } from "./messages.ts";
import type { FormWords, Problem } from "./problem.ts";
import { quoted } from "./quoted.ts";
import { suggest } from "./suggest.ts";

const KIND_OF_FOLDER: Record<string, string> = {
  pages: "page",
  "pages/courses": "course",
  "pages/services": "service",
};

/** The address and kind of a document that could be read but has problems of its own. */
export interface KnownAddress {
  path: string;
  kind: string;
}

/** A document whose links are checked although it is not a page that can be linked to. */
export type LinkingDocument = Pick<CheckedDocument, "file" | "source" | "references">;

/**
 * Checks that need every document at once: addresses, file names, links and course references.
 * `otherLinks` are documents whose links are checked too: the site settings, and pages that do
 * not pass their schema yet.
 */
export function crossChecks(
  documents: CheckedDocument[],
  otherLinks: LinkingDocument[] = [],
  brokenAddresses: KnownAddress[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const report = (
    doc: LinkingDocument,
    pointer: string,
    message: string,
    hint: string | undefined,
    form: FormWords,
    code?: MessageCode,
  ) =>
    problems.push({
      file: doc.file,
      severity: "error",
      pointer,
      message,
      hint,
      form,
      ...(code && { code }),
      ...doc.source.locate(pointer),
    });

  const claims = new Map<string, { doc: CheckedDocument; pointer: string }[]>();
  const drafts = new Map<string, CheckedDocument>();
  for (const doc of documents) {
    const addresses = [doc.document.path, ...(doc.document.aliases ?? [])];
    addresses.forEach((address, i) => {
      const pointer = i === 0 ? "/path" : `/aliases/${i - 1}`;
      claims.set(address, [...(claims.get(address) ?? []), { doc, pointer }]);
      if (doc.document.draft) drafts.set(address, doc);
    });
  }
  for (const [address, claimants] of claims) {
    if (claimants.length < 2) continue;
    for (const { doc, pointer } of claimants) {
      const others = claimants.filter((c) => c.doc !== doc).map((c) => c.doc.file);
      report(
        doc,
        pointer,
        `The address "${address}" is also used by ${others.join(", ")}.`,
        "Every page needs its own address: change one of them.",
        {
          message: `Another page has this address: ${claimants
            .filter((c) => c.doc !== doc)
            .map((c) => quoted(c.doc.document.title))
            .join(", ")}.`,
          hint: "Every page needs its own address: change this one or the other page's.",
        },
      );
    }
  }

  for (const doc of documents) {
    const expected = expectedPath(doc.file);
    if (doc.document.path !== expected) {
      report(
        doc,
        "/path",
        `The file name does not match the address "${doc.document.path}".`,
        `Rename the file to ${fileFor(doc.file, doc.document.path)}, or set "path" to "${expected}".`,
        {
          message: `The address must be ${expected}, the name this page is saved under.`,
          hint: "To give the page another address, a developer renames its file.",
        },
      );
    }
    const kind = KIND_OF_FOLDER[dirname(doc.file)];
    if (!kind) {
      report(
        doc,
        "",
        "Pages can only live in pages/, pages/courses/ or pages/services/.",
        "Move the file into one of those folders.",
        {
          message: "This page is saved in a folder the site does not read.",
          hint: "A developer moves it among the pages, the courses or the services.",
        },
      );
    } else if (doc.document.kind !== kind) {
      report(
        doc,
        "/kind",
        `A file in ${dirname(doc.file)}/ must have "kind": "${kind}".`,
        `Set "kind" to "${kind}", or move the file to the folder for "${doc.document.kind}" pages.`,
        { message: `This page is saved among the ${kind} pages, so it must be a ${kind} page.` },
      );
    }
  }

  const all = [...documents.map((d) => d.document), ...brokenAddresses];
  const routes = [...claims.keys(), ...brokenAddresses.map((a) => a.path)];
  const pathsOf = (kind: string) => all.filter((d) => d.kind === kind).map((d) => d.path);
  const targets = { route: routes, course: pathsOf("course"), service: pathsOf("service") };
  for (const doc of [...documents, ...otherLinks]) {
    for (const ref of doc.references) {
      if (!ref.value.startsWith("/")) continue;
      const target = ref.value.replace(/[?#].*$/, "");
      const known = targets[ref.kind];
      const draft = drafts.get(target);
      if (draft && !isDraft(doc)) {
        // The build leaves drafts out, so the link would be dead on the published site.
        const { message, hint, form } = MESSAGES.linkToDraft({ target, title: draft.document.title, file: draft.file });
        report(doc, ref.pointer, message, hint, form, "linkToDraft");
        continue;
      }
      if (known.includes(target)) continue;
      const guess = suggest(target, known);
      const what = ref.kind === "route" ? "page" : ref.kind;
      report(
        doc,
        ref.pointer,
        `There is no ${what} at "${target}".${guess ? ` Did you mean "${guess}"?` : ""}`,
        `Link to an existing ${what}, or add a page with "path": "${target}".`,
        {
          message: `There is no ${what} at ${target}.${didYouMeanInForm(guess)}`,
          hint: `Link to an existing ${what}, or make the ${what} first.`,
        },
      );
    }
  }
  return problems;
}

/** Whether a document is a draft, read from its text: a page that fails its schema has links too. */
function isDraft(doc: LinkingDocument): boolean {
  return (doc.source.value as { draft?: unknown } | null)?.draft === true;
}

/** The address a page file must have: pages/home.json is "/", any other is "/" + its file name. */
export function expectedPath(file: string): string {
  const name = basename(file, ".json");
  return name === "home" ? "/" : `/${name}`;
}

/** The file a page with this address has, in the folder of `file`. */
export function fileFor(file: string, path: string): string {
  return `${dirname(file)}/${path === "/" ? "home" : path.slice(1)}.json`;
}
