const CONTENT_ICON = /^lucide:([a-z0-9-]+)$/;

/**
 * The CSS icon class for an icon a page document names, "lucide:smartphone" -> "i-lucide-smartphone";
 * undefined for any other string. Shared by the component that draws it and the UnoCSS extractor
 * that finds it in the documents, so both read a name the same way.
 */
export function contentIconClass(value: string): string | undefined {
  const name = CONTENT_ICON.exec(value)?.[1];
  return name === undefined ? undefined : `i-lucide-${name}`;
}
