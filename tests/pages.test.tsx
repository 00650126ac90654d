import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Page } from "../src/render/page";
import { validatePages } from "../scripts/validator/validate-pages";
import { siteDocuments } from "../src/content/site-routes";
import { WithSiteSettings } from "./with-site-settings";
import { catalogue } from "../src/content/catalogue/catalogue";
import { PAGE_LANGUAGES } from "../src/content/translation/languages";

const { documents, problems, texts, translations } = validatePages();
// Every course as each language's pages list them, loaded before the grids are drawn: a grid waits for
// them as it waits for its code, which a test's render does not see through.
await Promise.all(PAGE_LANGUAGES.map((language) => catalogue.courses(language)));

describe("every page document", () => {
  it("validates with no error", () => {
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
    const pageFiles = [...texts.keys()].filter((file) => !file.split("/").some((part) => part.startsWith("_")));
    const read = [...documents.map((d) => d.file), ...translations.map((t) => t.file)];
    expect(read.sort()).toEqual(pageFiles.sort());
  });

  // The page documents, each course category's page, drawn from /courses's, and the translated pages.
  it.each([...siteDocuments(documents), ...translations].map((d) => [d.document.path, d.document] as const))(
    "%s renders one h1 and every block",
    async (_path, document) => {
      const { container } = render(
        <MemoryRouter initialEntries={[document.path]}>
          <WithSiteSettings>
            <Page document={document} />
          </WithSiteSettings>
        </MemoryRouter>,
      );
      // Grids load lazily: the first render of one waits for its module.
      const lazyModule = { timeout: 30_000 };
      await waitFor(() => expect(container.querySelectorAll("h1")).toHaveLength(1), lazyModule);
      for (const block of document.blocks) {
        if ("heading" in block) {
          expect((await screen.findAllByText(block.heading, {}, lazyModule)).length).toBeGreaterThan(0);
        }
      }
    },
    // A grid's first render waits for its code, up to 30 s on a busy machine (lazyModule).
    60_000,
  );
});
