import { join } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { editorAddress, PREVIEW_ADDRESS } from "../../editor/browser/boot/editor-addresses";
import { startBuiltEditor, type EditorServer } from "../support/built-editor";
import { startDevServer } from "../support/dev-server";
import { launchBrowser, settled } from "./browser";

/** The editor's preview frame, by address (it reloads when another document is saved). */
export const PREVIEW_FRAME = new RegExp(PREVIEW_ADDRESS);

/** Where the editor's tests leave their screenshots (git ignores it). */
export const SCREENSHOTS = join(import.meta.dirname, "../../.scratch");

export interface EditorSession {
  /** The server of the editor, on the test file's own copy of the site. */
  server: EditorServer;
  browser: Browser;
}

/**
 * A test file's editor on its own copy of the site, and Chromium: started before its tests, closed
 * after. The build's editor (dist/edit/, as `npm run preview` serves it) unless the test is about the
 * dev server's own part: following a document changed on disk as it is saved.
 */
export function editorSession(prefix: string, { on = "build" }: { on?: "build" | "dev server" } = {}): EditorSession {
  const session = {} as EditorSession;
  beforeAll(async () => {
    session.server = await (on === "build" ? startBuiltEditor(prefix) : startDevServer(prefix));
    session.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  return session;
}

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
  await page.goto(`${baseUrl}${editorAddress(file)}`);
  await page.locator('[data-pointer=""]').waitFor();
  await page.locator("[data-problem-count]").waitFor();
  const frame = await (
    await page
      .locator("iframe")
      .elementHandle({ timeout: 1000 })
      .catch(() => null)
  )?.contentFrame();
  if (frame && preview) {
    // Asked again and again rather than waited for in the frame: a failure then says how far the preview got.
    await expect
      .poll(
        () =>
          frame.evaluate(() => ({
            title: document.title,
            started: document.documentElement.hasAttribute("data-started"),
          })),
        { timeout: 60_000 },
      )
      .toEqual({ title: expect.stringMatching(/^Preview: /), started: true });
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
