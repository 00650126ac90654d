import { join } from "node:path";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { PROJECT_ROOT } from "../lib/project-root.ts";
import { ROOMS, roomsInOneDirection } from "./rooms-in-one-direction.ts";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: "latest", sourceType: "module" } });
const inSrc = (file: string) => join(PROJECT_ROOT, "src", file);

tester.run("rooms in one direction", roomsInOneDirection, {
  valid: [
    // Down the order, within a room, to the leaf, and outside src/'s rooms.
    { code: 'import { Page } from "../render/page";', filename: inSrc("app/app.tsx") },
    { code: 'import { catalogue } from "../content/catalogue/catalogue";', filename: inSrc("forms/form-view.tsx") },
    { code: 'import { loadPart } from "../../runtime/load-part";', filename: inSrc("content/catalogue/catalogue.ts") },
    { code: 'import { other } from "./other";', filename: inSrc("runtime/load-part.ts") },
    { code: 'import { lazy } from "react";', filename: inSrc("runtime/lazy-part.ts") },
    { code: 'import { x } from "../../scripts/lib/x";', filename: inSrc("content/x.ts") },
  ],
  invalid: [
    // The leaf imports from none; a room never from one before it, by import, export or import().
    {
      code: 'import { App } from "../app/app";',
      filename: inSrc("runtime/x.ts"),
      errors: [{ messageId: "against", data: { from: "runtime", to: "app", order: ROOMS.join(" → ") } }],
    },
    {
      code: 'export { FormView } from "../forms/form-view";',
      filename: inSrc("content/x.ts"),
      errors: [{ messageId: "against" }],
    },
    {
      code: 'const page = () => import("../../render/page");',
      filename: inSrc("blocks/faq/faq.tsx"),
      errors: [{ messageId: "against" }],
    },
  ],
});
