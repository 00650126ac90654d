// "16:00", "7:30", "4:00 PM", "4 pm", "4.30pm", "12:15 a.m.": how people write a time of day.
const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;

/**
 * The time of day a person meant, however they wrote it, as the site stores it ("16:00" on the
 * 24-hour clock, the schema's clockTime), or undefined when the text is not a time of day.
 */
export function clockTime(text: string): string | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  const [, hourText, minuteText = "00", period] = match;
  let hours = Number(hourText);
  if (Number(minuteText) > 59) return undefined;
  if (period) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (period.toLowerCase() === "p" ? 12 : 0);
  } else if (hours > 23) {
    return undefined;
  }
  return `${String(hours).padStart(2, "0")}:${minuteText}`;
}
