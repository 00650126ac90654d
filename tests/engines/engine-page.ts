/** What the cross-engine checks need of a browser, whichever protocol drives it. */
export interface EnginePage {
  /** Loads the address and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The viewport's size in CSS pixels (the window's, where the engine sizes only the window). */
  resize(width: number, height: number): Promise<void>;
  /** A real click (pointer events, default actions) at the centre of the first element matching. */
  click(selector: string): Promise<void>;
  /** A real click at a point of the viewport (CSS pixels). */
  clickAt(x: number, y: number): Promise<void>;
  /** Presses and releases one key ("Escape", or a character). */
  press(key: "Escape" | "Shift" | string): Promise<void>;
  /** Types the text into the focused element, key by key. */
  type(text: string): Promise<void>;
  /** The value of a JavaScript expression in the page (works with the page's own scripts off). */
  evaluate<T>(expression: string): Promise<T>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: string;
  /** A fresh page, with the page's scripts on or off. */
  open(options: { javaScript: boolean }): Promise<EnginePage>;
  /** Errors the page logged since it was opened, where the protocol reports them. */
  errors?(page: EnginePage): string[];
  stop(): Promise<void>;
}

/**
 * Polls the page until the expression is true (what it waits for is the page's own state), or fails.
 * An answer to a press is at once on an idle machine; npm test runs these beside the browser tests,
 * three browsers on two cores, so the wait is long enough for a busy one and costs only when it fails.
 */
export async function until(
  page: Pick<EnginePage, "evaluate">,
  expression: string,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
