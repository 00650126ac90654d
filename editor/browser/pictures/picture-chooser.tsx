import { useState, type FormEvent } from "react";
import type { PictureRole } from "../../../src/pictures/picture-roles";
import { IMAGE_FOLDER_OF, IMAGE_FOLDERS, MAX_IMAGE_BYTES, type DocumentKind } from "../../documents/storage-contract";
import { useStorage } from "../storage/storage-context";
import { EditorDialog } from "../editor-dialog";
import { FilterField } from "../fields/filter-field";
import { fitPicture, fittedWords } from "./fit-picture";

interface PictureChooserProps {
  open: boolean;
  /** The document the picture is for, and its kind: an upload waits for its save. */
  document: string;
  kind: DocumentKind;
  /** Where the picture goes (src/pictures/picture-roles.ts): how large an upload must be, and its folder. */
  role: PictureRole;
  /** The picture the field has now, if any: the library opens on its folder. */
  current: unknown;
  images: readonly string[];
  /** The pictures uploaded for the document, not saved yet. */
  staged: readonly string[];
  /** Where this browser shows the picture at an address (editor-form-context.ts). */
  pictureSource: (src: string) => string;
  /** `uploaded`: what became of a picture uploaded for the field, in the author's words. */
  onChoose: (src: string, uploaded?: string) => void;
  onUploaded: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * A picture from public/images, by folder, or a new one uploaded to the courses or services folder:
 * kept aside for the document until it is saved, so nothing of a change given up on stays.
 */
export function PictureChooser({ open, onClose, ...props }: PictureChooserProps) {
  return (
    <EditorDialog
      id="picture-chooser"
      title="Choose a picture"
      open={open}
      onClose={onClose}
      className="w-[min(64rem,calc(100vw-2rem))]"
    >
      {/* Drawn only while open: each opening starts on the folder of the picture being chosen. */}
      <PictureChoices {...props} />
    </EditorDialog>
  );
}

function PictureChoices(props: Omit<PictureChooserProps, "open" | "onClose">) {
  const { document, kind, role, current, images, staged, pictureSource, onChoose, onUploaded } = props;
  const [filter, setFilter] = useState("");
  // The folder of the picture being replaced, or the course's or service's own: not the avatars.
  const [shown, setShown] = useState(
    () =>
      (typeof current === "string" && current.startsWith("/images/") ? folderOf(current) : IMAGE_FOLDER_OF[kind]) ?? "",
  );
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { uploadImage } = useStorage();
  const folders = [...new Set(images.map(folderOf))].sort();
  const listed = images.filter(
    (src) => (shown === "" || folderOf(src) === shown) && src.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("picture");
    if (!(file instanceof File) || file.size === 0) return setError("Choose a picture file first.");
    setBusy(true);
    setError(undefined);
    try {
      // Made fit here, so nothing of the original (its GPS position among it) leaves this device.
      const fitted = await fitPicture(file, role);
      if ("refusal" in fitted) return setError(fitted.refusal);
      if (fitted.file.size > MAX_IMAGE_BYTES)
        return setError(`The picture is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB, so nothing was added.`);
      const src = await uploadImage(document, String(form.get("folder")), fitted.file);
      await onUploaded();
      onChoose(src, fittedWords(fitted));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid max-h-[80vh] gap-4 overflow-y-auto p-5">
      <form
        onSubmit={(event) => void upload(event)}
        className="flex flex-wrap items-end gap-3 rounded-lg bg-slate-100 p-3"
      >
        <div className="grid gap-1">
          <label htmlFor="picture-file" className="font-semibold">
            Upload a new picture
          </label>
          <input
            id="picture-file"
            name="picture"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/avif,image/svg+xml"
            aria-describedby="picture-file-help"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="picture-folder" className="font-semibold">
            Into
          </label>
          <select
            id="picture-folder"
            name="folder"
            defaultValue={FOLDER_OF_ROLE[role] ?? IMAGE_FOLDER_OF[kind] ?? "courses"}
            className="rounded-md border border-slate-400 px-2 py-1.5"
          >
            {IMAGE_FOLDERS.map((name) => (
              <option key={name} value={name}>
                images/{name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={busy} className="btn-primary">
          {busy ? "Uploading…" : "Upload and use"}
        </button>
        <p id="picture-file-help" className="basis-full text-sm text-slate-600">
          A photo is made ready here first: at most 2,400 pixels on its longest side, turned the right way up, without
          its location or camera details. It is kept aside until you save this page, and left out if you leave without
          saving.
        </p>
        {error ? (
          <p role="alert" className="basis-full text-red-700">
            {error}
          </p>
        ) : null}
      </form>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="picture-shown-folder" className="font-semibold">
            Or pick one from
          </label>
          <select
            id="picture-shown-folder"
            value={shown}
            onChange={(event) => setShown(event.target.value)}
            className="rounded-md border border-slate-400 px-2 py-2"
          >
            {folders.map((name) => (
              <option key={name} value={name}>
                images/{name} ({images.filter((src) => folderOf(src) === name).length})
              </option>
            ))}
            <option value="">All folders ({images.length})</option>
          </select>
        </div>
        <FilterField
          id="picture-filter"
          label="Filter by name"
          value={filter}
          onChange={setFilter}
          placeholder="Part of its name, such as python"
        />
      </div>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
        {listed.map((src) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => onChoose(src)}
              className="grid w-full gap-1 rounded-md border border-slate-300 p-1.5 text-left hover:border-brand-700"
            >
              <img src={pictureSource(src)} alt="" loading="lazy" className="h-20 w-full bg-slate-100 object-contain" />
              <span className="break-all font-mono text-xs">{src}</span>
              {staged.includes(src) ? (
                <span className="text-xs font-semibold text-sky-800">New: saved with this page</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {listed.length === 0 ? <p className="text-slate-600">No picture matches.</p> : null}
    </div>
  );
}

/** The folder an upload goes to by where it is shown; a card's picture goes to its course's or service's. */
const FOLDER_OF_ROLE: Partial<Record<PictureRole, (typeof IMAGE_FOLDERS)[number]>> = {
  gallery: "gallery",
  avatar: "avatars",
  hero: "hero",
  cover: "hero",
  logo: "clients",
};

/** The folder of public/images a picture is in: "/images/courses/x.svg" -> "courses". */
function folderOf(src: string): string {
  return src.split("/")[2] ?? "";
}
