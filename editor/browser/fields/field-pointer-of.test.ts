// @vitest-environment jsdom
import { expect, it } from "vitest";
import { fieldPointerOf } from "./field-pointer-of";

function formWith(html: string): HTMLElement {
  document.body.innerHTML = `<div data-pointer=""><div data-pointer="/blocks"><ol>${html}</ol></div></div>`;
  return document.body;
}

it("names the field a control sits in", () => {
  const form = formWith(`<li data-block="2"><div data-pointer="/blocks/2/heading"><input id="c"></div></li>`);
  expect(fieldPointerOf(form.querySelector("#c")!)).toBe("/blocks/2/heading");
});

it("names the block for a block panel's own buttons", () => {
  const form = formWith(`<li data-block="4"><h3><button id="c">4. faq</button></h3></li>`);
  expect(fieldPointerOf(form.querySelector("#c")!)).toBe("/blocks/4");
});

it("names nothing outside the form's fields", () => {
  document.body.innerHTML = `<button id="c">Save</button>`;
  expect(fieldPointerOf(document.querySelector("#c")!)).toBeUndefined();
});
