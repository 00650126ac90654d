/** The site-wide settings from pages/_site.json, served validated by src/content/loader/vite-plugin-pages.ts. */
export { site } from "virtual:site";
