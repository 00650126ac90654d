/** Words as a sentence lists them: "heading", "heading and questions", "heading, text and action". */
export const wordsListed = (words: readonly string[]): string =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
