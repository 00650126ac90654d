const DIGITS = "०१२३४५६७८९";

/**
 * A whole number in Devanagari digits, as Nepali running text writes it (२०८२), the same in every browser:
 * Intl's "ne-NP" numbers are Latin digits where a browser lacks Nepali's locale data.
 */
export function devanagariDigits(n: number): string {
  return inDevanagariDigits(String(n));
}

/** A text with each Latin digit in Devanagari ("६:००–७:३०"). */
export function inDevanagariDigits(text: string): string {
  return text.replace(/\d/g, (digit) => DIGITS[Number(digit)]!);
}

/** A whole number as a page in `language` writes it in running text: Devanagari digits in Nepali. */
export const numberIn = (language: string, n: number): string => (language === "ne" ? devanagariDigits(n) : String(n));

/**
 * A count as a page in `language` writes it, its thousands grouped: "1,500" in English, "१,५००" in
 * Nepali, which groups by hundreds above the thousands as Nepal does ("१,५०,०००" for 150,000).
 */
export function countIn(language: string, n: number): string {
  if (language !== "ne") return n.toLocaleString("en-US");
  const digits = String(Math.abs(Math.round(n)));
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  const grouped = head ? `${head},${digits.slice(-3)}` : digits;
  return `${n < 0 ? "-" : ""}${inDevanagariDigits(grouped)}`;
}

/** A text with each Devanagari digit in Latin ("२०२२" → "2022"), so a number written either way is read. */
export function inLatinDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(DIGITS.indexOf(digit)));
}
