import { basename } from "pathe";
import type { FormDefinition } from "../../src/generated/form.ts";
import type { CheckedDocument } from "./checked-document.ts";
import type { JsonSource } from "./json-source.ts";
import { problemIn, type Finding } from "./messages.ts";
import type { Problem } from "./problem.ts";
import { suggest } from "./suggest.ts";

export interface CheckedForm {
  file: string;
  source: JsonSource;
  form: FormDefinition;
}

/**
 * Form definitions agree with their file names, their own fields and the pages that place them. A
 * form whose file has problems of its own (`brokenForms`, by file name) is not reported again as
 * missing from every page that places it.
 */
export function formChecks(forms: CheckedForm[], documents: CheckedDocument[], brokenForms: string[] = []): Problem[] {
  const problems: Problem[] = [];
  const report = (item: { file: string; source: JsonSource }, finding: Finding) =>
    problems.push(problemIn(item, finding));
  const courseTitles = documents.filter((d) => d.document.kind === "course").map((d) => d.document.title);

  for (const item of forms) {
    const { form } = item;
    const fileName = basename(item.file, ".json");
    if (fileName !== form.id) report(item, { code: "formFileName", params: { id: form.id, fileName }, pointer: "/id" });
    const names = form.fields.map((f) => f.name);
    const fieldRefs = (form.ownMail?.lines ?? []).map((l, i) => ({
      name: l.field,
      pointer: `/ownMail/lines/${i}/field`,
    }));
    if (form.action.kind === "upload-then-email")
      fieldRefs.push({ name: form.action.fileField, pointer: "/action/fileField" });
    for (const ref of fieldRefs.filter((r) => !names.includes(r.name))) {
      const guess = suggest(ref.name, names);
      report(item, { code: "noSuchFormField", params: { name: ref.name, guess }, pointer: ref.pointer });
    }
    for (const finding of fileFindings(form)) report(item, finding);
    // Every template's Reply-To is {{email}} (README): without that field, the company cannot answer by replying.
    if (!names.includes("email")) report(item, { code: "noReplyAddress", params: {}, pointer: "/fields" });
    form.fields.forEach((field, i) => {
      const first = names.indexOf(field.name);
      if (first < i) {
        const params = { name: field.name, first: form.fields[first].label };
        report(item, { code: "sameFieldName", params, pointer: `/fields/${i}/name` });
      }
      if ((field.type === "select" || field.type === "checkboxes") && !field.options) {
        const params = { name: field.name, optionsPointer: `/fields/${i}/options` };
        report(item, { code: "selectWithoutOptions", params, pointer: `/fields/${i}` });
      }
      if (field.options?.from !== "courses") return;
      (field.options.extra ?? []).forEach((choice, j) => {
        if (courseTitles.includes(choice)) return;
        report(item, {
          code: "courseChoiceWithoutPage",
          params: { choice },
          pointer: `/fields/${i}/options/extra/${j}`,
        });
      });
    });
  }

  const defined = new Set([...forms.map((f) => f.form.id), ...brokenForms]);
  for (const doc of documents) {
    doc.document.blocks.forEach((block, i) => {
      if (block.type !== "form" || defined.has(block.form)) return;
      report(doc, { code: "noSuchForm", params: { form: block.form }, pointer: `/blocks/${i}/form` });
    });
  }
  return problems;
}

/**
 * A form sends one file, the one its action uploads: a file field it would not upload, or an upload
 * of a field that takes no file, would lose what the visitor chose.
 */
function fileFindings(form: FormDefinition): Finding[] {
  const fileFields = form.fields.filter((field) => field.type === "file").map((field) => field.name);
  const uploaded = form.action.kind === "upload-then-email" ? form.action.fileField : undefined;
  if (uploaded !== undefined && !fileFields.includes(uploaded)) {
    // A name no field has is reported as noSuchFormField.
    if (!form.fields.some((field) => field.name === uploaded)) return [];
    return [{ code: "notAFileField", params: { name: uploaded, fileFields }, pointer: "/action/fileField" }];
  }
  return form.fields.flatMap((field, i): Finding[] =>
    field.type === "file" && field.name !== uploaded
      ? [{ code: "fileNotSent", params: { name: field.name, sentFile: uploaded }, pointer: `/fields/${i}/type` }]
      : [],
  );
}
