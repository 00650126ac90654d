import { dirname } from "pathe";
import type { CheckedDocument } from "./checked-document.ts";
import { problemIn, type Finding } from "./messages.ts";
import type { Problem } from "./problem.ts";
import { suggest } from "./suggest.ts";
import { titleKey } from "./title-key.ts";
import { sameWordsAsOtherCourse } from "./same-words.ts";
import { addressOfFile, fileForAddress, kindOfFolder } from "../content-layout/content-layout.ts";

/** The address and kind of a document that could be read but has problems of its own. */
export interface KnownAddress {
  path: string;
  kind: string;
}

/** A document whose links are checked although it is not a page that can be linked to. */
export type LinkingDocument = Pick<CheckedDocument, "file" | "source" | "references">;

/**
 * Checks that need every document at once: addresses, titles, file names, links and course references.
 * `otherLinks` are documents whose links are checked too: the site settings, and pages that do
 * not pass their schema yet.
 */
export function crossChecks(
  documents: CheckedDocument[],
  otherLinks: LinkingDocument[] = [],
  brokenAddresses: KnownAddress[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const report = (doc: LinkingDocument, finding: Finding) => problems.push(problemIn(doc, finding));

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
      const others = claimants.filter((c) => c.doc !== doc).map((c) => c.doc);
      const params = {
        address,
        otherFiles: others.map((other) => other.file),
        otherTitles: others.map((other) => other.document.title),
      };
      report(doc, { code: "addressTaken", params, pointer });
    }
  }

  // Two pages of one kind with one title, as a reader tells titles apart: visitors could not choose between them.
  const titled = new Map<string, CheckedDocument[]>();
  for (const doc of documents) {
    const key = `${doc.document.kind}:${titleKey(doc.document.title)}`;
    titled.set(key, [...(titled.get(key) ?? []), doc]);
  }
  for (const namesakes of titled.values()) {
    if (namesakes.length < 2) continue;
    for (const doc of namesakes) {
      const others = namesakes.filter((other) => other !== doc);
      const params = {
        kind: doc.document.kind,
        otherFiles: others.map((other) => other.file),
        otherTitles: others.map((other) => other.document.title),
      };
      report(doc, { code: "titleTaken", params, pointer: "/title" });
    }
  }

  // A draft course's own words still another course's: a new course starts from its category's first.
  for (const { doc, pointer, other } of sameWordsAsOtherCourse(documents)) {
    report(doc, { code: "sameWordsAsCourse", params: { title: other.document.title, file: other.file }, pointer });
  }

  for (const doc of documents) {
    const expected = addressOfFile(doc.file);
    if (doc.document.path !== expected) {
      const { path } = doc.document;
      report(doc, {
        code: "fileNameNotAddress",
        params: { path, expected, renamed: fileForAddress(doc.file, path) },
        pointer: "/path",
      });
    }
    const kind = kindOfFolder(doc.file);
    if (!kind) report(doc, { code: "folderNotRead", params: {}, pointer: "" });
    else if (doc.document.kind !== kind) {
      const params = { folder: dirname(doc.file), kind, given: doc.document.kind };
      report(doc, { code: "kindNotFolder", params, pointer: "/kind" });
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
        const params = { target, title: draft.document.title, file: draft.file };
        report(doc, { code: "linkToDraft", params, pointer: ref.pointer });
        continue;
      }
      if (known.includes(target)) continue;
      const guess = suggest(target, known);
      const what = ref.kind === "route" ? "page" : ref.kind;
      report(doc, { code: "noSuchTarget", params: { what, target, guess }, pointer: ref.pointer });
    }
  }
  return problems;
}

/** Whether a document is a draft, read from its text: a page that fails its schema has links too. */
function isDraft(doc: LinkingDocument): boolean {
  return (doc.source.value as { draft?: unknown } | null)?.draft === true;
}
