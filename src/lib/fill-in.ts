/** A word in {braces} that the site fills in ("{title}"), its name captured. */
export const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/**
 * Words of the site (pages/_site.json's "words") with each {name} filled in from `values`: "Next:
 * {what}" is "Next: Testimonials". A name it is not given stays as it is written.
 */
export function fillIn(words: string, values: Readonly<Record<string, string | number>>): string {
  return words.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
