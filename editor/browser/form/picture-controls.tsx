import type { Registry, RJSFSchema } from "@rjsf/utils";
import { pointerOf, type FieldPath } from "../../../src/lib/json-pointer";
import { editorContextOf } from "./editor-form-context";

/** A picture field group: a path under /images/ with its "alt" (common.schema.json's image). */
export function isPicture(schema: RJSFSchema): boolean {
  const src = schema.properties?.src as RJSFSchema | undefined;
  return Boolean(
    src && schema.properties?.alt && typeof src.pattern === "string" && src.pattern.startsWith("^/images/"),
  );
}

interface PictureControlsProps {
  path: FieldPath;
  picture: unknown;
  registry: Registry;
}

/** The picture as it is now, and the button that chooses another from public/images or uploads one. */
export function PictureControls({ path, picture, registry }: PictureControlsProps) {
  const src = (picture as { src?: unknown } | undefined)?.src;
  const found = typeof src === "string" && editorContextOf(registry).images.includes(src);
  const uploaded = editorContextOf(registry).uploadedWords[pointerOf(path)];
  return (
    <div className="flex flex-wrap items-center gap-4">
      {found ? (
        <img
          src={editorContextOf(registry).pictureSource(src)}
          alt=""
          className="h-20 w-32 rounded border border-slate-200 bg-slate-100 object-contain"
        />
      ) : (
        <span className="flex h-20 w-32 items-center justify-center rounded border border-dashed border-slate-400 text-sm text-slate-500">
          {typeof src === "string" && src ? "Not in public/" : "No picture"}
        </span>
      )}
      <button
        type="button"
        onClick={() => editorContextOf(registry).choosePicture(path)}
        className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Choose or upload a picture…
      </button>
      {/* Always there, so a screen reader announces the words when they come. */}
      <p aria-live="polite" className="basis-full text-sm text-emerald-800 empty:hidden">
        {uploaded}
      </p>
    </div>
  );
}
