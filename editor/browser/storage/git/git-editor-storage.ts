import { documentList, namedFiles, type NamedFile } from "../../../documents/document-list";
import { pageAddress } from "../../../documents/document-kind";
import { openedDocument } from "../../../documents/opened-document";
import { parseOrUndefined } from "../../../documents/parse-or-undefined";
import { NOT_STARTABLE, startsBySaving } from "../../../../scripts/content-layout/translation-start";
import type {
  ImageList,
  NewPageRequest,
  OpenedDocument,
  SaveRequest,
  ValidateAnswer,
  ValidateRequest,
  CreateOutcome,
  DeleteOutcome,
  DeleteRequest,
  EditorStorage,
  Standing,
  PublishOutcome,
  SaveOutcome,
  WaitingFile,
  PublishStep,
} from "../../../documents/storage-contract";
import { branchCopy, siteCopyOf, type SiteRules } from "./branch-copy";
import type { FileChange, RepositoryStorage } from "./repository-storage";

/** What a git host's storage needs besides the repository: the author's draft and the site's rules. */
export interface GitEditorStorageOptions {
  /** The repository: over smart HTTP (git-storage.ts) or GitHub's API (../github/github-storage.ts). */
  git: RepositoryStorage;
  /** The author's draft: the branch drafts/<draft> that every save goes to until Publish. */
  draft: string;
  /**
   * What comes with the editor's build rather than with the repository (the schemas, the icon names),
   * loaded the first time a document is checked: the list of documents needs none of it.
   */
  rules: () => Promise<SiteRules>;
  /** Forgets the login (the page then asks for it again). */
  signOut?: () => void;
}

export const CHANGED_MEANWHILE =
  "Someone saved this page since you opened it, so your changes were not saved yet: choose, field by field, what to keep.";
export const NEW_PAGE_MADE_MEANWHILE =
  "A page of this name was just made in your draft from another window, so nothing was created: open it from the list.";
export const PICTURE_THERE =
  "A picture with this name is already on the site, and was kept. Choose another name, or pick that picture.";
export const LINKS_CHANGED_MEANWHILE =
  "A page that links to this one was changed since you opened it, so nothing was saved. Save again.";

/** A picture's type by its file's ending, as the site serves it. */
const PICTURE_TYPES: Record<string, string> = {
  avif: "image/avif",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  webp: "image/webp",
};

/**
 * The editor's storage on a git host (git-storage.ts over smart HTTP): the documents are read from
 * the author's draft branch (main's, until the first save), every save is one commit on the draft
 * (the page, the pages whose links follow it, and nothing else), checked first by the same document
 * logic and validator the dev server runs, and a file someone changed meanwhile is never overwritten.
 */
export function gitEditorStorage({ git, draft, rules, signOut = () => {} }: GitEditorStorageOptions): EditorStorage {
  /** Pictures uploaded for a document, by address, waiting for its save to commit those it uses. */
  const staged = new Map<string, Map<string, Uint8Array>>();
  /** Where this tab shows each picture waiting for a save: the host does not serve it yet. */
  const shownFrom = new Map<string, string>();
  const stagedFor = (file: string) => [...(staged.get(file)?.keys() ?? [])];
  /** Where this tab shows each picture of the draft that the site does not serve yet, by its version. */
  const draftPictures = new Map<string, Promise<string>>();
  /** The draft as the host has it now, read afresh for every answer: another save may have landed. */
  const current = () => branchCopy(git, draft);
  let rulesLoaded: Promise<SiteRules> | undefined;
  function siteRules(): Promise<SiteRules> {
    rulesLoaded ??= rules();
    // A part of the editor that did not arrive (the connection dropped) is asked for again next time.
    rulesLoaded.catch(() => (rulesLoaded = undefined));
    return rulesLoaded;
  }
  /** The draft as current() reads it, with the site the document logic checks against, and that logic. */
  async function checking() {
    const [copy, loaded, checks] = await Promise.all([current(), siteRules(), import("./document-checks")]);
    return { copy, site: siteCopyOf(copy, loaded, stagedFor), rules: loaded, ...checks };
  }

  async function openDocument(file: string): Promise<OpenedDocument> {
    const copy = await current();
    const text = copy.texts.get(file);
    if (text === undefined)
      throw new Error("There is no such document in pages/. It may have been renamed or deleted.");
    const opened = openedDocument(file, text, copy.versions.get(file)!);
    if ("status" in opened) throw new Error(opened.message);
    return opened;
  }

  async function validateDocument({ file, data }: ValidateRequest): Promise<ValidateAnswer> {
    const { copy, site, checkSave } = await checking();
    // Checked as plain JSON, not yet as the file a save writes: no Prettier to fetch until a save.
    const { problems, move } = await checkSave(site, { file, text: copy.texts.get(file) }, data, { asWritten: false });
    return { problems, ...(move && { move }) };
  }

  async function saveDocument({ file, data, version }: SaveRequest): Promise<SaveOutcome> {
    const { copy, site, checkSave, formatDocument } = await checking();
    // A null version starts a page's translation: the save makes its file.
    if (version === null && !startsBySaving(file)) {
      return { kind: "refused", message: NOT_STARTABLE, problems: [] };
    }
    const now = copy.versions.get(file);
    if ((now ?? null) !== version) return changedMeanwhile(copy.texts.get(file), now);
    const before = copy.texts.get(file);
    if (version !== null && JSON.stringify(data) === JSON.stringify(parseOrUndefined(before ?? ""))) {
      return { kind: "saved", version, ...pageAddress(file, data) };
    }
    const checked = await checkSave(site, { file, text: before }, data);
    const first = checked.problems.find((problem) => problem.severity === "error");
    if (first) {
      return {
        kind: "refused",
        message: `Fix ${first.place || "the document"}: ${first.message}`,
        problems: checked.problems,
      };
    }
    const changes: FileChange[] = [
      { path: checked.file, content: checked.text, openedAt: checked.move ? null : version },
    ];
    if (checked.move) changes.push({ path: file, content: null, openedAt: version });
    // The pictures uploaded for it that it shows go in the same commit; the others wait.
    for (const [src, bytes] of staged.get(file) ?? []) {
      if (checked.text.includes(JSON.stringify(src)))
        changes.push({ path: `public${src}`, content: bytes, openedAt: null });
    }
    for (const link of checked.links) {
      changes.push({
        path: link.file,
        content: await formatDocument(link.data, link.text),
        openedAt: copy.versions.get(link.file) ?? null,
      });
    }
    const title = (data as { title?: unknown } | null)?.title;
    const outcome = await git.save(draft, changes, `Edit ${typeof title === "string" ? title : file}`);
    if (outcome.kind === "refused") return { kind: "refused", message: outcome.message, problems: [] };
    if (outcome.kind === "conflict") {
      const mine = outcome.files.find((changed) => changed.path === file);
      if (!mine) return { kind: "conflict", message: LINKS_CHANGED_MEANWHILE };
      return changedMeanwhile(mine.theirs ?? undefined, mine.version ?? undefined);
    }
    staged.delete(file);
    return {
      kind: "saved",
      version: outcome.versions[checked.file]!,
      ...pageAddress(file, data),
      ...(checked.move && { move: checked.move }),
    };
  }

  /** A New course or service: its document and card picture, one commit on the draft, as a draft page. */
  async function createPage(request: NewPageRequest): Promise<CreateOutcome> {
    const { copy, rules: loaded, newPageFiles } = await checking();
    const made = await newPageFiles(request, copy.texts, {
      iconNames: loaded.iconNames,
      drawCard: loaded.drawCard,
      hasFile: (path) => copy.images.includes(path.slice("public".length)),
    });
    if (made.kind === "taken") return { kind: "taken", ...made.taken };
    if (made.kind === "refused") throw new Error(made.message);
    const changes = made.files.map(({ path, content }) => ({ path, content, openedAt: null }));
    const outcome = await git.save(draft, changes, `New ${request.kind}: ${request.title.trim()}`);
    if (outcome.kind === "refused") throw new Error(outcome.message);
    if (outcome.kind === "conflict") throw new Error(NEW_PAGE_MADE_MEANWHILE);
    return { kind: "created", file: made.file };
  }

  /** Deletes a page in one commit on the draft, with the pages that take its address or its links (planDeletion). */
  async function deletePage({ file, version, keepAddressFor }: DeleteRequest): Promise<DeleteOutcome> {
    const { copy, site, formatDocument, planDeletion } = await checking();
    if (copy.versions.get(file) !== version) return { kind: "conflict", message: CHANGED_MEANWHILE };
    const plan = planDeletion(site, file, keepAddressFor);
    if (plan.kind !== "ready") return plan;
    const changes: FileChange[] = [];
    for (const { file: path, data } of plan.writes) {
      const before = copy.texts.get(path);
      changes.push({
        path,
        content: data === null ? null : await formatDocument(data, before),
        openedAt: copy.versions.get(path) ?? null,
      });
    }
    const title = documentList(copy.texts).find((document) => document.file === file)?.title ?? file;
    const outcome = await git.save(draft, changes, `Delete ${title}`);
    if (outcome.kind === "refused") return { kind: "refused", message: outcome.message };
    if (outcome.kind === "conflict") return { kind: "conflict", message: LINKS_CHANGED_MEANWHILE };
    return { kind: "deleted", relinked: plan.relinked };
  }

  /** Where a document of the draft stands against main, the branch the site is built from. */
  async function standing(file: string): Promise<Standing> {
    const [copy, onMain] = await Promise.all([current(), git.files(undefined, ["pages"])]);
    const main = onMain.files.get(file);
    if (main === undefined) return "new";
    return main === copy.versions.get(file) ? "same" : "changed";
  }

  /**
   * The pictures a document can show; those the site does not serve yet are shown from this tab: the
   * ones waiting for the document's save, and the ones in the draft that main lacks or has otherwise.
   */
  async function listImages(document: string): Promise<ImageList> {
    const [copy, onMain] = await Promise.all([current(), git.files(undefined, ["public/images"])]);
    const waiting = stagedFor(document);
    const draftOnly = [...copy.imageVersions].filter(([src, version]) => onMain.files.get(`public${src}`) !== version);
    const fromDraft = await Promise.all(
      draftOnly.map(async ([src, version]) => [src, await shownFromDraft(src, version)] as const),
    );
    return {
      images: copy.images,
      staged: waiting,
      shownFrom: Object.fromEntries([...fromDraft, ...waiting.map((src) => [src, shownFrom.get(src)!] as const)]),
    };
  }

  /** Where this tab shows a picture of the draft, read once by its version. */
  function shownFromDraft(src: string, version: string): Promise<string> {
    let shown = draftPictures.get(version);
    if (!shown) {
      const type = PICTURE_TYPES[src.slice(src.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
      shown = git.bytes(version).then((bytes) => URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type })));
      draftPictures.set(version, shown);
      shown.catch(() => draftPictures.delete(version));
    }
    return shown;
  }

  /** A picture for a document, checked by its bytes, kept in this tab until the document's save commits it. */
  async function uploadImage(document: string, folder: string, file: File): Promise<string> {
    const { checkedPicture } = await import("./document-checks");
    const { src, bytes, type } = await checkedPicture(folder, file);
    if ((await current()).images.includes(src)) throw new Error(PICTURE_THERE);
    const before = shownFrom.get(src);
    if (before) URL.revokeObjectURL(before);
    shownFrom.set(src, URL.createObjectURL(new Blob([bytes], { type })));
    staged.set(document, new Map(staged.get(document)).set(src, bytes));
    return src;
  }

  /** What waits in the draft: its pages by their titles, its pictures by their addresses. */
  async function waiting(): Promise<WaitingFile[]> {
    const [files, copy] = await Promise.all([git.pending(draft), current()]);
    const named = namedFiles(documentList(copy.texts));
    return Promise.all(
      files.map(async (file) => ({
        file,
        name:
          named.get(file)?.title ??
          (file.startsWith("public/") ? `Picture ${file.slice("public".length)}` : await deletedName(file)),
      })),
    );
  }

  /**
   * A page the draft removes (deleted, or moved to another address), by what visitors know of it on the
   * site: "Quality Assurance (QA): no longer at /qa-training".
   */
  async function deletedName(file: string): Promise<string> {
    const onMain = await git.read(file).catch(() => null);
    const page = onMain && documentList(new Map([[file, onMain.text]]))[0];
    return page?.path ? `${page.title}: no longer at ${page.path}` : file;
  }

  async function publish(onStep?: (step: PublishStep) => void): Promise<PublishOutcome> {
    const named = namedFiles(documentList((await current()).texts));
    let published: NamedFile[] = [];
    const outcome = await git.publish(
      draft,
      (files) => {
        published = [...named].flatMap(([file, name]) => (files.includes(file) ? [name] : []));
        return `Publish ${published.map((document) => document.title).join(", ") || files.join(", ")}`;
      },
      onStep,
    );
    if (outcome.kind === "saved") {
      const addresses = published.flatMap(({ path, draft }) => (path && !draft ? [path] : []));
      return { kind: "published", commit: outcome.commit, addresses, notBuilt: outcome.notBuilt };
    }
    if (outcome.kind === "refused") return outcome;
    const files = outcome.files.map((file) => file.path);
    return {
      kind: "conflict",
      message: `${files.join(", ")} changed on the site since your draft began, so nothing was published: open ${files.length === 1 ? "it" : "each"}, save your version again, then publish.`,
      files,
    };
  }

  return {
    listDocuments: async () => documentList((await current()).texts),
    openDocument,
    validateDocument,
    saveDocument,
    createPage,
    deletePage,
    standing,
    listImages,
    uploadImage,
    // A git host sends no news: a save that finds the file changed offers the choice field by field.
    followChanges: () => () => {},
    draft: { author: draft, waiting, publish, signOut },
  };
}

function changedMeanwhile(theirs: string | undefined, version: string | undefined): SaveOutcome {
  const data = theirs === undefined ? undefined : parseOrUndefined(theirs);
  return {
    kind: "conflict",
    message: CHANGED_MEANWHILE,
    ...(data !== undefined && version !== undefined && { theirs: { data, version } }),
  };
}
