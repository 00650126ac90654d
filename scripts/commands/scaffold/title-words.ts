// Names written with symbols, spelled as the icon sets spell them.
const SPELLED: [RegExp, string][] = [
  [/c#/g, " c-sharp "],
  [/c\+\+/g, " c-plusplus "],
  [/\.net\b/g, " dotnet "],
  [/\.js\b/g, "js"],
];

/** The words of a title as icon names are written: "Node.js & C# Basics" -> ["nodejs", "c-sharp", "basics"]. */
export function titleWords(title: string): string[] {
  let text = title.toLowerCase();
  for (const [pattern, spelled] of SPELLED) text = text.replace(pattern, spelled);
  return text.split(/[^a-z0-9-]+/).filter((word) => /[a-z0-9]/.test(word));
}
