import type { Logger } from "vite";

export interface OutboxOptions {
  /** The folder each submission is saved in; uploads go to its files/ folder. */
  outbox: string;
  /** The folder of form definitions (pages/_forms/): only their names are accepted. */
  formsFolder: string;
  logger: Pick<Logger, "info" | "error">;
}
