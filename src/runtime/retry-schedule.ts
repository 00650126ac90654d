/**
 * Waits between tries of a file of the page's code that did not arrive, whether a part loadPart loads or
 * the page's own entry and style sheet (the page's first script): a dropped connection often comes back
 * within seconds.
 */
export const RETRY_AFTER_MS = [500, 1500, 4500];
