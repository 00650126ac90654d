/** What each pre-render worker is given: the client build to write into, and its share of the addresses. */
export interface RenderPagesTask {
  dist: string;
  serverEntry: string;
  addresses: string[];
}

/** The address rendered as dist/404.html: no page document answers it. */
export const NOT_FOUND = "/404";
