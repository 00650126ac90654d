import { useEffect, useState } from "react";
import { useController, type Control } from "react-hook-form";
import { useEarlyInput } from "../runtime/use-early-input";
import type { FormField } from "../generated/form";
import { PICKER_ACCEPTS, sniffFile } from "./sniff-file";
import type { FormValues } from "./form-values";
import { useFormWords } from "./form-words";
import { fillIn } from "../lib/fill-in";

interface FileFieldProps {
  field: FormField;
  /** The file input's id, which its label names. */
  id: string;
  control: Control<FormValues>;
  /** Given the check of a file chosen before the scripts started, as React takes the field over. */
  onEarlyChoice: (check: Promise<unknown>) => void;
}

/**
 * A file picker that refuses a file too large or not really of a kind the field takes (by its first
 * bytes: a picture, or for a CV a PDF too), keeps nothing it refused, and shows what it kept: a
 * picture's preview, a document's name.
 */
export function FileField({ field, id, control, onEarlyChoice }: FileFieldProps) {
  const errorId = `${id}-error`;
  const words = useFormWords();
  const { field: controlled, fieldState } = useController({
    name: field.name,
    control,
    rules: { required: field.required ? words.chooseResume : false },
  });
  const file = controlled.value instanceof File ? controlled.value : null;
  const [refusal, setRefusal] = useState<string>();
  const accept = field.accept ?? "image";
  const preview = usePreview(file);
  const message = refusal ?? fieldState.error?.message;

  const choose = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0] ?? null;
    // An input emptied (by a refusal, or a picker closed with nothing chosen) keeps the refusal in view:
    // a choice made as the scripts start is seen twice (adopted, and its change event), the second time
    // after the first refused it.
    if (!chosen) return controlled.onChange(null);
    setRefusal(undefined);
    const refused =
      field.maxBytes !== undefined && chosen.size >= field.maxBytes
        ? (field.tooLargeMessage ?? words.fileTooLarge)
        : !(await sniffFile(chosen, accept))
          ? accept === "image"
            ? words.notAnImage
            : words.notAPdfOrImage
          : undefined;
    if (refused) {
      input.value = "";
      setRefusal(refused);
      return controlled.onChange(null);
    }
    controlled.onChange(chosen);
  };

  // A file chosen in the pre-rendered form, before the page's scripts started, is checked and kept
  // like one chosen now.
  useEarlyInput(id, (input) => onEarlyChoice(choose(input)));

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {field.label}
        {field.required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        ref={controlled.ref}
        name={controlled.name}
        type="file"
        accept={PICKER_ACCEPTS[accept]}
        required={field.required}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onBlur={controlled.onBlur}
        onChange={(event) => void choose(event.currentTarget)}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:(mr-3 border-0 bg-brand-700 px-4 py-2.5 font-semibold text-white)"
      />
      {message ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
      {preview && file ? (
        <img
          src={preview}
          alt={fillIn(words.previewOf, { file: file.name })}
          className="mt-3 max-h-48 w-auto rounded-lg border border-slate-200"
        />
      ) : file ? (
        <p className="mt-2 text-sm text-slate-700">{file.name}</p>
      ) : null}
    </div>
  );
}

/** A picture's address to preview it by, while it is the file kept; none for a document (a PDF shows its name). */
function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!file) return undefined;
    let objectUrl: string | undefined;
    let current = true;
    void sniffFile(file, "image").then((picture) => {
      if (!current || !picture) return;
      objectUrl = URL.createObjectURL(file);
      setUrl(objectUrl);
    });
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file]);
  return url;
}
