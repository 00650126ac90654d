const FOLDERS = { course: "courses", service: "services" } as const;

/** The card picture a new course or service gets, drawn by the scaffold: /images/courses/<slug>.svg */
export function cardPicture(kind: keyof typeof FOLDERS, slug: string): string {
  return `/images/${FOLDERS[kind]}/${slug}.svg`;
}
