/** The site-wide settings from pages/_site.json, served validated by scripts/build-plugins/pages-loader/vite-plugin-pages.ts. */
export { site } from "virtual:site";
