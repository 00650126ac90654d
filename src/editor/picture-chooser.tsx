import { useState, type FormEvent } from "react";
import { IMAGE_FOLDERS, MAX_IMAGE_BYTES } from "./editor-api";
import { uploadImage } from "./editor-client";
import { EditorDialog } from "./editor-dialog";
import { FilterField } from "./filter-field";

interface PictureChooserProps {
  open: boolean;
  images: readonly string[];
  /** The folder an upload goes to: the document's own kind's. */
  folder: (typeof IMAGE_FOLDERS)[number];
  onChoose: (src: string) => void;
  onUploaded: () => Promise<unknown>;
  onClose: () => void;
}

/** A picture from public/images, or a new one uploaded to the courses or services folder. */
export function PictureChooser({ open, images, folder, onChoose, onUploaded, onClose }: PictureChooserProps) {
  const [filter, setFilter] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const shown = images.filter((src) => src.toLowerCase().includes(filter.trim().toLowerCase()));

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("picture");
    if (!(file instanceof File) || file.size === 0) return setError("Choose a picture file first.");
    if (file.size > MAX_IMAGE_BYTES) return setError(`The picture is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
    setBusy(true);
    setError(undefined);
    try {
      const src = await uploadImage(String(form.get("folder")), file);
      await onUploaded();
      onChoose(src);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <EditorDialog
      id="picture-chooser"
      title="Choose a picture"
      open={open}
      onClose={onClose}
      className="w-[min(64rem,calc(100vw-2rem))]"
    >
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
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="picture-folder" className="font-semibold">
              Into
            </label>
            <select
              id="picture-folder"
              name="folder"
              defaultValue={folder}
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
          {error ? (
            <p role="alert" className="basis-full text-red-700">
              {error}
            </p>
          ) : null}
        </form>
        <FilterField
          id="picture-filter"
          label={`Or pick one of the ${images.length} pictures`}
          value={filter}
          onChange={setFilter}
          placeholder="Part of its name, such as courses/ or python"
        />
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
          {shown.map((src) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => onChoose(src)}
                className="grid w-full gap-1 rounded-md border border-slate-300 p-1.5 text-left hover:border-brand-700"
              >
                <img src={src} alt="" loading="lazy" className="h-20 w-full bg-slate-100 object-contain" />
                <span className="break-all font-mono text-xs">{src}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </EditorDialog>
  );
}
