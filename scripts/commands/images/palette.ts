/** A stable number from a text, so every drawing is the same on every run. */
export function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`;
}

export const SKIN = ["#f1c7a5", "#e0ac86", "#c68c65", "#a8704d", "#8d5a3b"];
export const HAIR = ["#1f1a17", "#2d2420", "#3b2d25", "#151515", "#4a3426"];
