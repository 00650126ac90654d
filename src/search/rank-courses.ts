/** How well a title matches what was typed: lower is better; undefined when it does not hold it. */
function rankOf(title: string, needle: string): number | undefined {
  const words = title.toLowerCase();
  if (words === needle) return 0;
  if (words.startsWith(needle)) return 1;
  if (startsAWord(words, needle)) return 2;
  return words.includes(needle) ? 3 : undefined;
}

/** Whether a word of the title (after a space or a sign: "Python with AI", "C/C++") starts with the text. */
function startsAWord(words: string, needle: string): boolean {
  for (let at = words.indexOf(needle); at >= 0; at = words.indexOf(needle, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(words[at - 1]!)) return true;
  }
  return false;
}

/** How well a course matches: by its title, or by its title in another language of the site. */
function rankOfCourse(course: { title: string; also?: string[] }, needle: string): number | undefined {
  const ranks = [course.title, ...(course.also ?? [])].flatMap((title) => rankOf(title, needle) ?? []);
  return ranks.length > 0 ? Math.min(...ranks) : undefined;
}

/**
 * The courses whose title holds the text (in any language of the site: "रियाक्ट" finds ReactJS where
 * its Nepali title says so), best match first: the exact title, then titles that start
 * with it (the shortest first: "react" is ReactJS before React Native), then titles with a word that
 * starts with it, then any title holding it; the catalogue's order otherwise. Enter opens the first.
 */
export function rankCourses<T extends { title: string; also?: string[] }>(courses: readonly T[], text: string): T[] {
  const needle = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (!needle) return [];
  return courses
    .map((course, order) => ({ course, order, rank: rankOfCourse(course, needle) }))
    .filter((entry): entry is typeof entry & { rank: number } => entry.rank !== undefined)
    .sort(
      (a, b) =>
        a.rank - b.rank || (a.rank === 1 ? a.course.title.length - b.course.title.length : 0) || a.order - b.order,
    )
    .map(({ course }) => course);
}
