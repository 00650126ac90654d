import slugify from "@sindresorhus/slugify";

// "C#" and "C++" would otherwise both become "c"; "cpp" matches pages/courses/c-cpp-training.json.
const REPLACEMENTS: [string, string][] = [
  ["#", "sharp"],
  ["++", "pp"],
];

/** The file name and address of a new page, from its title: "C# & .NET Basics" -> "csharp-and-net-basics". */
export function slugOf(title: string): string {
  // Without decamelize: false, "JavaScript" and "DevOps" would become "java-script" and "dev-ops".
  return slugify(title, { decamelize: false, customReplacements: REPLACEMENTS });
}
