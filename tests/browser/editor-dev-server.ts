import type { Locator, Page } from "playwright-core";
import { settled } from "./browser";

/** A one-pixel PNG, as a picture to upload. */
export const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The input, text area or select of the field at a JSON pointer (form/field-template.tsx marks each). */
export function fieldAt(page: Page, pointer: string): Locator {
  return page.locator(`[data-pointer="${pointer}"]`).locator("input, textarea, select").first();
}

/**
 * Opens a document in the editor and waits until its form is drawn and first checked, and its
 * preview (for a page; unless the test left it out) has drawn it and loaded what it needs, so
 * leaving the page cuts nothing short.
 */
export async function openInEditor(page: Page, baseUrl: string, file: string, { preview = true } = {}): Promise<void> {
  await page.goto(`${baseUrl}/__edit?file=${encodeURIComponent(file)}`);
  await page.locator('[data-pointer=""]').waitFor();
  await page.locator("[data-problem-count]").waitFor();
  const frame = await (
    await page
      .locator("iframe")
      .elementHandle({ timeout: 1000 })
      .catch(() => null)
  )?.contentFrame();
  if (frame && preview) {
    await frame.waitForFunction(
      () => document.title.startsWith("Preview: ") && document.documentElement.hasAttribute("data-started"),
    );
  }
  await settled(page);
}

/** The JSON pointer of the field that has focus in the editor, and what it holds. */
export function focusedField(page: Page): Promise<{ pointer?: string; value?: string }> {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement | HTMLTextAreaElement | null;
    return {
      pointer: field?.closest("[data-pointer]")?.getAttribute("data-pointer") ?? undefined,
      value: field?.value,
    };
  });
}
