/** What each pre-render worker is given: the client build to write into, and its share of the addresses. */
export interface RenderPagesTask {
  dist: string;
  serverEntry: string;
  /** The commit the site is built from, which each page names (src/runtime/site-replaced.ts). */
  version: string;
  addresses: string[];
}

/** The address rendered as dist/404.html: no page document answers it. */
export const NOT_FOUND = "/404";
