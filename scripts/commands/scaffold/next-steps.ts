import { parseJsonSource } from "../../validator/json-source.ts";
import { PLACEHOLDER, unwrittenTexts } from "../../validator/placeholder.ts";
import { kindOfFolder } from "../../content-layout/content-layout.ts";

const DEV_SERVER = "http://127.0.0.1:5173";

interface Card {
  logos?: string[];
  icon?: string;
}

/** What to do after scaffolding, with the line of every text still to write so editors can jump there. */
export function nextSteps(
  file: string,
  image: string,
  imageWritten: boolean,
  text: string,
  startedFrom?: string,
): string {
  const source = parseJsonSource(text);
  const places = unwrittenTexts(source.value).map((pointer) => {
    const { line, column } = source.locate(pointer);
    return `       ${file}:${line}:${column}  ${pointer}`;
  });
  const { path, card } = source.value as { path: string; card: Card };
  const kind = kindOfFolder(file) === "course" ? "course" : "service";
  const marks = kind === "course" ? (card.logos ?? []) : [card.icon ?? ""];
  const chosen = !marks.some((mark) => mark.startsWith(PLACEHOLDER));
  return [
    `Created ${file}, a draft: the built site leaves it out until it is published (step 4).`,
    pictureLine(image, imageWritten, chosen, kind === "course" ? "logos" : "icon"),
    "",
    "Next:",
    ...(startedFrom
      ? [
          `  1. Open ${file}: it starts from the texts of "${startedFrom}", the first course of its category.`,
          "     Change what is not true of this course: npm run validate lists each text still word for word another's.",
        ]
      : []),
    ...(places.length > 0
      ? [
          `  ${startedFrom ? "   Then replace" : `1. Open ${file} and replace`} every text that starts with "${PLACEHOLDER}" (${places.length} ${places.length === 1 ? "place" : "places"}):`,
          ...places,
        ]
      : []),
    ...markAdvice(kind, marks, chosen),
    `     Then check the title, "meta" (search title at most 60 characters, description at most 160),`,
    kind === "course"
      ? '     the class times (24-hour clock, 90 minutes each) and "order" (smaller numbers are listed first).'
      : '     the icons of the "Why Choose Us" cards and "order" (smaller numbers are listed first).',
    `     To use another picture, put it in public/images/ and change "src", "width", "height" and "alt".`,
    "  2. npm run validate",
    "     Every mistake is shown as file:line:column with a hint. Fix them until it says 0 errors.",
    "  3. npm start",
    `     Open ${DEV_SERVER}${path} to see the page, marked Draft; it updates when you save.`,
    `  4. Publish: once every text is written, delete the line "draft": true (or press Publish in the`,
    `     editor at ${DEV_SERVER}/__edit), run npm run validate again, and commit.`,
    `  5. Its page in Nepali, once it is published: npm run translations -- --start ${file}`,
    "",
    "The step-by-step guide: docs/adding-a-course.md; for the Nepali page: docs/adding-a-translation.md",
  ].join("\n");
}

function pictureLine(image: string, imageWritten: boolean, chosen: boolean, field: string): string {
  if (imageWritten) return `Created ${image} (the card picture)`;
  if (chosen) return `Kept the picture already at ${image}`;
  return `No card picture yet: it is drawn from the card's "${field}", still to choose.`;
}

/** Which marks the title gave the card, or where to find one when it gave none. */
function markAdvice(kind: "course" | "service", marks: string[], chosen: boolean): string[] {
  if (chosen) {
    const quoted = marks.map((mark) => `"${mark}"`).join(", ");
    const what = kind === "service" ? "icon" : marks.length === 1 ? "mark" : "marks";
    const field = kind === "service" ? '"icon"' : '"logos", up to three marks';
    return [
      `     The card shows the ${what} ${quoted}, found in the title: check ${what === "marks" ? "them" : "it"} (${field}).`,
    ];
  }
  return kind === "course"
    ? [
        '     No word of the title names a technology mark: write one to three in the card\'s "logos",',
        '     e.g. "logos:react" (names at https://icon-sets.iconify.design/logos/ or /devicon/),',
        "     then run npm run images to draw the card picture.",
      ]
    : [
        '     No word of the title names an icon: write one in the card\'s "icon",',
        '     e.g. "lucide:briefcase" (names at https://lucide.dev/icons/),',
        "     then run npm run images to draw the card picture.",
      ];
}
