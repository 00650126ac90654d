import { expect, it } from "vitest";
import { catalogue } from "../content/catalogue/catalogue";
import { formDefinition, formsInLanguage } from "../content/form-definition";
import { formValuesOf, textValues } from "./form-values";

const { forms, words } = await formsInLanguage("en");
const definition = formDefinition(forms, "service-inquiry");
// Every service: some titles have commas of their own ("CRM, HR & Payroll"), which must stay whole.
const ticked = catalogue.services.map((service) => service.title);

it("sends the boxes ticked as one text, apart by semicolons, and brings them back from it", () => {
  const text = textValues(definition, { name: "Asha", service: ticked });
  expect(text.service).toBe(ticked.join("; "));
  expect(formValuesOf(definition, text, words)).toEqual({ ...text, service: ticked });
});

it("brings back no box from text that names no service (an older draft)", () => {
  expect(formValuesOf(definition, { service: "Something else" }, words).service).toEqual([]);
});
