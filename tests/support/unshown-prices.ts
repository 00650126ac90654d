const PRICE_KEYS = new Set(["price", "lowPrice", "highPrice", "minPrice", "maxPrice"]);

/** Every price named in a value of structured data, wherever it nests (an Offer, a PriceSpecification…). */
function pricesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(pricesIn);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    PRICE_KEYS.has(key) && (typeof inner === "number" || typeof inner === "string") ? [String(inner)] : pricesIn(inner),
  );
}

/** What a visitor reads on the page: its text, without scripts, styles or tags. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&");
}

/** A number as a page may write it: 125000, 125,000 or, as in Nepal, 1,25,000. */
function waysToWrite(price: string): string[] {
  const digits = price.replace(/\.0+$/, "");
  if (!/^\d+$/.test(digits)) return [price];
  const western = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const nepali = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${lastThree}` : lastThree;
  return [...new Set([digits, western, nepali])];
}

/**
 * The prices a page's structured data (its JSON-LD) names that its visible text does not show:
 * search engines may be told only what a visitor can see.
 */
export function unshownPrices(html: string): string[] {
  const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as unknown,
  );
  const text = visibleText(html);
  return pricesIn(data).filter((price) => !waysToWrite(price).some((written) => text.includes(written)));
}
