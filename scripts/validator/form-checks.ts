import { basename } from "pathe";
import type { FormDefinition } from "../../src/generated/form.ts";
import type { CheckedDocument } from "./checked-document.ts";
import type { JsonSource } from "./json-source.ts";
import type { Problem } from "./problem.ts";
import { didYouMeanInForm } from "./did-you-mean-in-form.ts";
import { quoted } from "./quoted.ts";
import { suggest } from "./suggest.ts";

export interface CheckedForm {
  file: string;
  source: JsonSource;
  form: FormDefinition;
}

/** Form definitions agree with their file names, their own fields and the pages that place them. */
export function formChecks(forms: CheckedForm[], documents: CheckedDocument[]): Problem[] {
  const problems: Problem[] = [];
  const at = (item: { file: string; source: JsonSource }, pointer: string) => ({
    file: item.file,
    pointer,
    ...item.source.locate(pointer),
  });
  const courseTitles = documents.filter((d) => d.document.kind === "course").map((d) => d.document.title);

  for (const item of forms) {
    const { form } = item;
    if (basename(item.file, ".json") !== form.id) {
      problems.push({
        ...at(item, "/id"),
        severity: "error",
        message: `The form "${form.id}" must be in a file named ${form.id}.json.`,
        hint: "Rename the file or fix the id.",
        form: { message: `The id must be ${basename(item.file, ".json")}, the name this form is saved under.` },
      });
    }
    const names = form.fields.map((f) => f.name);
    const fieldRefs = (form.ownMail?.lines ?? []).map((l, i) => ({
      name: l.field,
      pointer: `/ownMail/lines/${i}/field`,
    }));
    if (form.action.kind === "upload-then-email")
      fieldRefs.push({ name: form.action.fileField, pointer: "/action/fileField" });
    for (const ref of fieldRefs.filter((r) => !names.includes(r.name))) {
      const guess = suggest(ref.name, names);
      problems.push({
        ...at(item, ref.pointer),
        severity: "error",
        message: `This form has no field named "${ref.name}".${guess ? ` Did you mean "${guess}"?` : ""}`,
        form: {
          message: `This form has no field named ${quoted(ref.name)}.${didYouMeanInForm(guess)}`,
        },
      });
    }
    form.fields.forEach((field, i) => {
      if (field.type === "select" && !field.options) {
        problems.push({
          ...at(item, `/fields/${i}`),
          severity: "error",
          message: `The select "${field.name}" has no "options".`,
          hint: 'Add "options": { "from": "courses" } or { "from": "services" }.',
          form: {
            message: "A choice needs its options: the courses or the services.",
            pointer: `/fields/${i}/options`,
          },
        });
      }
      if (field.options?.from !== "courses") return;
      (field.options.extra ?? []).forEach((choice, j) => {
        if (courseTitles.includes(choice)) return;
        problems.push({
          ...at(item, `/fields/${i}/options/extra/${j}`),
          severity: "warning",
          message: `The course choice "${choice}" has no course page.`,
          hint: "That is allowed (visitors can still ask for it), but add a page in pages/courses/ if the course is offered.",
          form: {
            message: `No course page is called ${quoted(choice)}.`,
            hint: "That is allowed (visitors can still ask for it), but make its course page if the course is offered.",
          },
        });
      });
    });
  }

  const defined = new Set(forms.map((f) => f.form.id));
  for (const doc of documents) {
    doc.document.blocks.forEach((block, i) => {
      if (block.type !== "form" || defined.has(block.form)) return;
      problems.push({
        ...at({ file: doc.file, source: doc.source }, `/blocks/${i}/form`),
        severity: "error",
        message: `There is no form definition pages/_forms/${block.form}.json.`,
        form: { message: `There is no form called ${quoted(block.form)}.` },
      });
    });
  }
  return problems;
}
