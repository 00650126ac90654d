const DIGITS = "०१२३४५६७८९";

/**
 * A whole number in Devanagari digits, as Nepali running text writes it (२०८२), the same in every browser:
 * Intl's "ne-NP" numbers are Latin digits where a browser lacks Nepali's locale data.
 */
export function devanagariDigits(n: number): string {
  return String(n).replace(/\d/g, (digit) => DIGITS[Number(digit)]!);
}

/** A whole number as a page in `language` writes it in running text: Devanagari digits in Nepali. */
export const numberIn = (language: string, n: number): string => (language === "ne" ? devanagariDigits(n) : String(n));
