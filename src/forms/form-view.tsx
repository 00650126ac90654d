import { useCallback, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import toast, { Toaster } from "react-hot-toast";
import { MARKERS } from "../app/boot/markers";
import { useHydrated } from "../app/boot/use-hydrated";
import { site } from "../content/site";
import type { FormDefinition } from "../generated/form";
import { formDefinition, type FormId } from "../content/form-definition";
import { Field } from "./field";
import { FileField } from "./file-field";
import { noScriptAction } from "./no-script-action";
import { ReachUsDirectly } from "./reach-us-directly";
import { submitForm, type FormValues } from "./submit-form";
import { useDraft } from "./use-draft";

/** Bots fill every field; people never see this one. A submission that fills it is dropped. */
const HONEYPOT = "website";
const DRAFTED: FormId[] = ["enrolment", "career"];

type Outcome = { kind: "idle" } | { kind: "success" } | { kind: "error"; message: string };

export interface FormViewProps {
  id: FormId;
  /** The page's own course: the course choice selects it from the start. */
  course?: { title: string; category: string };
}

/** The one form component: any definition in pages/_forms/, wired with react-hook-form. */
export default function FormView({ id, course }: FormViewProps) {
  const definition = formDefinition(id);
  const formId = useId();
  const hydrated = useHydrated();
  const form = useForm<FormValues>({ defaultValues: fileDefaults(definition) });
  const { register, handleSubmit, reset, control, formState } = form;
  const clearDraft = useDraft(definition, form, DRAFTED.includes(id));
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const [progress, setProgress] = useState<number>();
  const inFlight = useRef(false);
  const usesToast = definition.success === "toast";
  const hasFile = definition.fields.some((field) => field.type === "file");
  // A file chosen before the scripts started is checked (its first bytes read) as React takes the form
  // over: until then the form is not yet React's, so a submit held meanwhile waits for it too.
  const [adopting, setAdopting] = useState(0);
  const trackAdoption = useCallback((work: Promise<unknown>) => {
    setAdopting((count) => count + 1);
    void work.finally(() => setAdopting((count) => count - 1));
  }, []);

  const onSubmit = async (values: FormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setOutcome({ kind: "idle" });
    try {
      if (values[HONEYPOT]) return succeed();
      if (!navigator.onLine) {
        return setOutcome({ kind: "error", message: definition.messages.offline ?? definition.messages.failure });
      }
      if (hasFile) setProgress(0);
      await submitForm(definition, values, { mailbox: site.email, onProgress: setProgress });
      succeed();
    } catch (error) {
      console.error(`[forms] The ${definition.id} form could not be sent:`, error);
      if (usesToast) toast.error(definition.messages.failure);
      else setOutcome({ kind: "error", message: definition.messages.failure });
    } finally {
      inFlight.current = false;
      setProgress(undefined);
    }
  };

  const succeed = () => {
    reset(emptyValues(definition));
    clearDraft();
    if (usesToast) toast.success(definition.messages.success, { duration: 5000 });
    else setOutcome({ kind: "success" });
  };

  if (outcome.kind === "success") {
    return (
      <p
        role="status"
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-lg font-semibold text-emerald-800"
      >
        {definition.messages.success}
      </p>
    );
  }

  return (
    // With the scripts, React sends it (onSubmit); without, the browser sends it to noScriptAction,
    // by POST so that nothing typed goes into an address.
    <form
      {...{ [MARKERS.hydrated]: hydrated && adopting === 0 }}
      method="post"
      action={noScriptAction(definition, site.email)}
      encType="text/plain"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={definition.submit.label}
      className="grid gap-5 sm:grid-cols-2"
    >
      {usesToast ? <Toaster position="top-center" /> : null}
      {definition.fields.map((field) =>
        field.type === "file" ? (
          <FileField key={field.name} field={field} formId={formId} control={control} onEarlyChoice={trackAdoption} />
        ) : (
          <Field
            key={field.name}
            field={field}
            course={course}
            formId={formId}
            register={register}
            error={formState.errors[field.name]}
          />
        ),
      )}
      <div aria-hidden="true" className="absolute left-[-9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${formId}-${HONEYPOT}`}>Leave this empty</label>
        <input id={`${formId}-${HONEYPOT}`} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT)} />
      </div>
      {progress !== undefined ? (
        <div className="sm:col-span-2">
          <label htmlFor={`${formId}-progress`} className="text-sm text-slate-700">
            Uploading: {progress}%
          </label>
          <progress id={`${formId}-progress`} max={100} value={progress} className="mt-1 block h-2 w-full" />
        </div>
      ) : null}
      {outcome.kind === "error" ? (
        <p role="alert" className="font-semibold text-red-700 sm:col-span-2">
          {outcome.message}
        </p>
      ) : null}
      {/* Shown by the stylesheet while the form is held (data-held): sent before its code arrived. */}
      <p role="status" className="held-status font-semibold text-brand-800 sm:col-span-2">
        {definition.submit.sendingLabel}
      </p>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="btn-primary w-full disabled:(cursor-wait opacity-70) sm:w-auto"
        >
          {formState.isSubmitting ? definition.submit.sendingLabel : definition.submit.label}
        </button>
      </div>
      <ReachUsDirectly hasFile={hasFile} />
    </form>
  );
}

/**
 * Only the file fields start from a default. A text field or choice takes what its element holds
 * when it registers: empty on a fresh render, or what the visitor typed into the pre-rendered form
 * before the page's scripts started, which a default would wipe.
 */
function fileDefaults(definition: FormDefinition): FormValues {
  return Object.fromEntries(
    definition.fields.filter((field) => field.type === "file").map((field) => [field.name, null]),
  );
}

function emptyValues(definition: FormDefinition): FormValues {
  const values: FormValues = { [HONEYPOT]: "" };
  for (const field of definition.fields) values[field.name] = field.type === "file" ? null : "";
  return values;
}
