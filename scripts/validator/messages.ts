import type { PageDocument } from "../../src/generated/page.ts";
import type { FormWords } from "./problem.ts";
import { quoted } from "./quoted.ts";

/** What an author reads about one problem: what is wrong, and what to do about it. */
export interface Wording {
  message: string;
  hint?: string;
  /** The same, said under its field in the page editor's form (problem.ts). */
  form: FormWords;
}

type Kind = PageDocument["kind"];

/**
 * The validator's words, one entry per kind of problem (Astro's errors-data.ts): a rule names the
 * entry and passes what it found, so the same problem always reads the same, and a tool that treats
 * a kind of problem apart (the editor counts the texts still to write) knows it by its name.
 */
export const MESSAGES = {
  unwrittenText: ({ kind, draft }: { kind: Kind; draft: boolean }) => {
    const message = `This text is still the template's: write the ${kind}'s own words here.`;
    const hint = draft
      ? `The ${kind} is a draft, so it stays off the published site until every such text is written and it is published.`
      : `A published ${kind} cannot show the template's words: write them, or make it a draft again to finish it later.`;
    return { message, hint, form: { message, hint } };
  },
  linkToDraft: ({ target, title, file }: { target: string; title: string; file: string }) => ({
    message: `${title} (${target}) is a draft: the published site leaves it out, so this link would lead nowhere.`,
    hint: `Publish ${file} first, or link to a published page.`,
    form: {
      message: `${quoted(title)} (${target}) is a draft: the published site leaves it out, so this link would lead nowhere.`,
      hint: "Publish that page first, or link to a published page.",
    },
  }),
} satisfies Record<string, (found: never) => Wording>;

export type MessageCode = keyof typeof MESSAGES;
