// The site's styles, for the editor's two pages: one module imports UnoCSS's sheet, so the build makes it once.
import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
