import { parseJsonSource } from "../validator/json-source.ts";

const PLACEHOLDER = "Replace:";
const DEV_SERVER = "http://127.0.0.1:5173";

/** What to do after scaffolding, with the line of every text still to write so editors can jump there. */
export function nextSteps(file: string, image: string, imageWritten: boolean, text: string): string {
  const source = parseJsonSource(text);
  const places = placeholders(source.value, "").map((pointer) => {
    const { line, column } = source.locate(pointer);
    return `       ${file}:${line}:${column}  ${pointer}`;
  });
  const path = (source.value as { path: string }).path;
  const kind = file.startsWith("pages/courses/") ? "course" : "service";
  return [
    `Created ${file}`,
    imageWritten ? `Created ${image} (the card picture)` : `Kept the picture already at ${image}`,
    "",
    "Next:",
    `  1. Open ${file} and replace every text that starts with "${PLACEHOLDER}" (${places.length} places):`,
    ...places,
    `     Then check the title, "meta" (search title at most 60 characters, description at most 160),`,
    kind === "course"
      ? '     the class times (24-hour clock, 90 minutes each) and "order" (smaller numbers are listed first).'
      : '     the card "icon" and "order" (smaller numbers are listed first).',
    `     To use another picture, put it in public/images/ and change "src", "width", "height" and "alt".`,
    "  2. npm run validate",
    "     Every mistake is shown as file:line:column with a hint. Fix them until it says 0 errors.",
    "  3. npm start",
    `     Open ${DEV_SERVER}${path} to see the page; it updates when you save.`,
    "",
    "The step-by-step guide: docs/adding-a-course.md",
  ].join("\n");
}

function placeholders(value: unknown, pointer: string): string[] {
  if (typeof value === "string") return value.startsWith(PLACEHOLDER) ? [pointer] : [];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => placeholders(child, `${pointer}/${key}`));
}
