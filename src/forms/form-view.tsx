import { use, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import toast, { Toaster } from "react-hot-toast";
import { MARKERS } from "../runtime/markers";
import type { FormDefinition } from "../generated/form";
import { formDefinition, formsInLanguage, type FormId } from "../content/form-definition";
import { usePageLanguage } from "../ui/page-language";
import { FormWordsContext, useFormWords } from "./form-words";
import { fillIn } from "../lib/fill-in";
import { numberIn } from "../lib/devanagari-digits";
import { useSite } from "../ui/site-settings";
import { Field } from "./field";
import { FileField } from "./file-field";
import { noScriptAction } from "./form-names";
import { OwnMailLink } from "./own-mail/own-mail-link";
import { ReachUsDirectly } from "./reach-us-directly";
import { formValuesOf, type FormValues } from "./form-values";
import { OfflineError, sendOrKeep } from "./kept-forms/send-or-keep";
import { nextState, type SendingEvent, type SendingState } from "./sending";
import { takeBack } from "./kept-forms/take-back";
import { useKeptFormNews } from "./kept-forms/use-kept-form-news";
import { useReadyOnceAdopted } from "./use-ready-once-adopted";
import { useDraft } from "./use-draft";
import { TextsLeftInEnglish } from "../ui/text-language";

/** Bots fill every field; people never see this one. A submission that fills it is dropped. */
const HONEYPOT = "website";

/** Where the form's last submission is (src/forms/sending.ts): kept (its id), or what to tell the visitor. */
type Outcome = { state: SendingState; id?: string; message?: string };

export interface FormViewProps {
  id: FormId;
  /** The page's own course: the course choice selects it from the start. */
  course?: { title: string; category: string };
  /** The page's own service: the service choice has it ticked from the start. */
  service?: string;
  /** What text fields hold from the start, by name (a question already written). */
  prefill?: Record<string, string>;
  /** The first field's id, when a link leads to it (a page's form block: form-block.tsx). */
  startId?: string;
}

/** The one form component: any definition in pages/_forms/, wired with react-hook-form. */
export default function FormView({ id, ...page }: FormViewProps) {
  const { forms, words } = use(formsInLanguage(usePageLanguage()));
  const definition = formDefinition(forms, id);
  return (
    <FormWordsContext value={words}>
      <TextsLeftInEnglish value={definition} places={definition.englishTexts}>
        <DefinedForm definition={definition} {...page} />
      </TextsLeftInEnglish>
    </FormWordsContext>
  );
}

function DefinedForm({
  definition,
  course,
  service,
  prefill,
  startId,
}: Omit<FormViewProps, "id"> & { definition: FormDefinition }) {
  const words = useFormWords();
  const site = useSite();
  const language = usePageLanguage();
  const formId = useId();
  const form = useForm<FormValues>({ defaultValues: fileDefaults(definition) });
  const { register, handleSubmit, reset, control, formState } = form;
  const clearDraft = useDraft(definition, form);
  const [outcome, setOutcome] = useState<Outcome>({ state: "typing" });
  const move = (event: SendingEvent, then: Omit<Outcome, "state"> = {}) =>
    setOutcome((now) => ({ state: nextState(now.state, event), ...then }));
  const [progress, setProgress] = useState<number>();
  const inFlight = useRef(false);
  const usesToast = definition.success === "toast";
  const hasFile = definition.fields.some((field) => field.type === "file");
  const ready = useReadyOnceAdopted();

  const onSubmit = async (values: FormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setOutcome({ state: "typing" });
    try {
      if (values[HONEYPOT]) return succeed();
      if (hasFile) setProgress(0);
      const sending = await sendOrKeep(definition, values, setProgress);
      if (sending.kind === "sent") return succeed();
      // Kept on the device: everything typed is safe there, and it is sent later.
      reset(emptyValues(definition));
      clearDraft();
      move("kept", { id: sending.id });
    } catch (error) {
      console.error(`[forms] The ${definition.id} form could not be sent:`, error);
      const message =
        error instanceof OfflineError
          ? (definition.messages.offline ?? definition.messages.failure)
          : definition.messages.failure;
      if (usesToast && !(error instanceof OfflineError)) toast.error(message);
      else move("not-sent", { message });
    } finally {
      inFlight.current = false;
      setProgress(undefined);
    }
  };

  const succeed = () => {
    reset(emptyValues(definition));
    clearDraft();
    if (usesToast) toast.success(definition.messages.success, { duration: 5000 });
    else move("delivered");
  };

  // A kept submission sent later, by this tab or another: thanked as if sent at once.
  // (The form that shows a toast stays as it is, ready for another.)
  useKeptFormNews(outcome.state === "waiting" ? outcome.id : undefined, {
    onSent: () => {
      if (usesToast) toast.success(definition.messages.success, { duration: 5000 });
      move("delivered");
      if (usesToast) setOutcome({ state: "typing" });
    },
    // Refused for good: what was typed goes back into the form, with the service's reason.
    onRefused: () => {
      if (outcome.state !== "waiting" || !outcome.id) return;
      move("refused");
      void takeBack(outcome.id).then((taken) => {
        if (taken) reset({ ...emptyValues(definition), ...formValuesOf(definition, taken.typed, words) });
        const why = taken?.refusal ? ` ${taken.refusal}` : "";
        move("taken-back", { message: `${definition.messages.failure}${why}` });
      });
    },
    onExpired: () => move("expired", { message: definition.messages.failure }),
  });

  const keptNotice = (
    <p
      role="status"
      className="rounded-xl border border-brand-200 bg-brand-50 p-6 text-lg font-semibold text-brand-900"
    >
      {definition.messages.kept ?? words.keptGeneric}
    </p>
  );
  if (outcome.state === "waiting" && !usesToast) return keptNotice;
  if (outcome.state === "sent") {
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
      {...{ [MARKERS.hydrated]: ready.done }}
      method="post"
      action={noScriptAction(definition, site.email)}
      encType="text/plain"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={definition.submit.label}
      className="grid gap-5 sm:grid-cols-2"
    >
      {usesToast ? <Toaster position="top-center" /> : null}
      {outcome.state === "waiting" ? <div className="sm:col-span-2">{keptNotice}</div> : null}
      {definition.fields.map((field, index) => {
        const fieldId = index === 0 && startId ? startId : `${formId}-${field.name}`;
        return field.type === "file" ? (
          <FileField key={field.name} field={field} id={fieldId} control={control} onEarlyChoice={ready.track} />
        ) : (
          <Field
            key={field.name}
            field={field}
            course={course}
            service={service}
            prefill={prefill?.[field.name]}
            id={fieldId}
            register={register}
            error={formState.errors[field.name]}
          />
        );
      })}
      <div aria-hidden="true" className="absolute left-[-9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${formId}-${HONEYPOT}`}>{words.leaveEmpty}</label>
        <input id={`${formId}-${HONEYPOT}`} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT)} />
      </div>
      {progress !== undefined ? (
        <div className="sm:col-span-2">
          <label htmlFor={`${formId}-progress`} className="text-sm text-slate-700">
            {fillIn(words.uploading, { percent: numberIn(language, progress) })}
          </label>
          <progress id={`${formId}-progress`} max={100} value={progress} className="mt-1 block h-2 w-full" />
        </div>
      ) : null}
      {outcome.message ? (
        <p role="alert" className="font-semibold text-red-700 sm:col-span-2">
          {outcome.message}
        </p>
      ) : null}
      {/* Shown by the stylesheet while the form is held (data-sending="held"): sent before its code arrived. */}
      <p role="status" className="held-status font-semibold text-brand-800 sm:col-span-2">
        {definition.submit.sendingLabel}
      </p>
      {/* Hidden unless the stylesheet shows it: this form's code could not arrive (data-scripts-failed). */}
      <div hidden role="alert" className="held-failed-status text-red-800 sm:col-span-2">
        <p className="mb-3 font-semibold">{words.codeFailed}</p>
        <p>
          <button type="button" {...{ [MARKERS.tryAgain]: "" }} className="btn-outline mr-3">
            {site.words.tryAgain}
          </button>
          {fillIn(words.orSendFromOwnMail, { submit: definition.submit.label })}
        </p>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="btn-primary w-full disabled:(cursor-wait opacity-70) sm:w-auto"
        >
          {formState.isSubmitting ? definition.submit.sendingLabel : definition.submit.label}
        </button>
      </div>
      <OwnMailLink definition={definition} mailbox={site.email} control={control} />
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

/** Every field empty: no text, no box ticked, no file. */
function emptyValues(definition: FormDefinition): FormValues {
  const values: FormValues = { [HONEYPOT]: "" };
  for (const field of definition.fields)
    values[field.name] = field.type === "file" ? null : field.type === "checkboxes" ? [] : "";
  return values;
}
