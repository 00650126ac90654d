/**
 * A title as a reader tells it from another: case, spaces and punctuation aside, so "React JS",
 * "ReactJS" and "react-js" are one title. "+" and "#" count: C++ and C# are not C.
 */
export function titleKey(title: string): string {
  return title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]/gu, "");
}
