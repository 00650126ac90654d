import { use, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
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
import { formValuesOf, freshValues, type FormValues, type PageStart } from "./form-values";
import { OfflineError, sendOrKeep } from "./kept-forms/send-or-keep";
import { nextState, type SendingEvent, type SendingState } from "./sending";
import { takeBack } from "./kept-forms/take-back";
import { useKeptFormNews } from "./kept-forms/use-kept-form-news";
import { useReadyOnceAdopted } from "./use-ready-once-adopted";
import { useDraft } from "./use-draft";
import { TextsLeftInEnglish } from "../ui/text-language";
import { FailedAnswer, FormAnswer } from "./form-answer";
import { newSubmissionId, referenceOf } from "./kept-forms/kept-submission";

/** Bots fill every field; people never see this one. A submission that fills it is dropped. */
const HONEYPOT = "website";

/**
 * Where the form's last submission is (src/forms/sending.ts): its id once sent or kept, or why it was not
 * sent (`failed` counts the failures, so each one is brought into view anew).
 */
type Outcome = { state: SendingState; id?: string; message?: string; failed?: number };

export interface FormViewProps extends PageStart {
  id: FormId;
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

function DefinedForm({ definition, startId, ...start }: Omit<FormViewProps, "id"> & { definition: FormDefinition }) {
  const { course, service, prefill } = start;
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
  const hasFile = definition.fields.some((field) => field.type === "file");
  const ready = useReadyOnceAdopted();

  const onSubmit = async (values: FormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    // Sending again is the visitor's answer to a failure shown: it goes while this try is on its way.
    setOutcome({ state: "typing" });
    try {
      // A bot's: thanked, and dropped.
      if (values[HONEYPOT]) return sent(newSubmissionId());
      if (hasFile) setProgress(0);
      const sending = await sendOrKeep(definition, values, setProgress);
      // Sent, or kept on the device (everything typed is safe there, and it is sent later).
      startAfresh();
      if (sending.kind === "sent") sent(sending.id);
      else move("kept", { id: sending.id });
    } catch (error) {
      console.error(`[forms] The ${definition.id} form could not be sent:`, error);
      const message =
        error instanceof OfflineError
          ? (definition.messages.offline ?? definition.messages.failure)
          : definition.messages.failure;
      failed("not-sent", message);
    } finally {
      inFlight.current = false;
      setProgress(undefined);
    }
  };

  // Every field as a fresh form on this page has it, the honeypot empty.
  const fresh = (): FormValues => ({ [HONEYPOT]: "", ...freshValues(definition, start) });
  // What the visitor typed is with the company, or kept: the form behind the answer starts afresh.
  const startAfresh = () => {
    reset(fresh());
    clearDraft();
  };
  const sent = (id: string) => move("delivered", { id });
  const failed = (event: SendingEvent, message: string) =>
    setOutcome((now) => ({ state: nextState(now.state, event), message, failed: (now.failed ?? 0) + 1 }));

  // A kept submission sent later, by this tab or another: thanked as if sent at once.
  useKeptFormNews(outcome.state === "waiting" ? outcome.id : undefined, {
    onSent: () => move("delivered", { id: outcome.id }),
    // Refused for good: what was typed goes back into the form, with the service's reason.
    onRefused: () => {
      if (outcome.state !== "waiting" || !outcome.id) return;
      move("refused");
      void takeBack(outcome.id).then((taken) => {
        if (taken) reset({ ...fresh(), ...formValuesOf(definition, taken.typed, words) });
        const why = taken?.refusal ? ` ${taken.refusal}` : "";
        failed("taken-back", `${definition.messages.failure}${why}`);
      });
    },
    onExpired: () => failed("expired", definition.messages.failure),
  });

  if ((outcome.state === "waiting" || outcome.state === "sent") && outcome.id) {
    const kept = outcome.state === "waiting";
    return (
      <FormAnswer
        // A new answer when a kept one is sent: brought into view again.
        key={outcome.state}
        tone={kept ? "kept" : "sent"}
        says={kept ? (definition.messages.kept ?? words.keptGeneric) : definition.messages.success}
        next={definition.messages.next}
        reference={referenceOf(outcome.id)}
        onAnother={kept ? undefined : () => setOutcome({ state: "typing" })}
      />
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
      {outcome.message ? <FailedAnswer key={outcome.failed} message={outcome.message} /> : null}
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
      {/* A failure above says the same ways. */}
      {outcome.message ? null : <ReachUsDirectly hasFile={hasFile} />}
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
