const DIGITS = "०१२३४५६७८९";

/**
 * A whole number in Devanagari digits, as Nepali running text writes it (२०८२), the same in every browser:
 * Intl's "ne-NP" numbers are Latin digits where a browser lacks Nepali's locale data.
 */
export function devanagariDigits(n: number): string {
  return String(n).replace(/\d/g, (digit) => DIGITS[Number(digit)]!);
}
