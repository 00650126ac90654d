/** The site's breakpoints (minimum window widths, px): the stylesheet's and the tests' one table. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
