import { hash, hsl } from "./palette.ts";

/** A calm, on-brand card picture: a gradient, a device or board shape and the subject's initials. */
export function cardArt(title: string, kind: "course" | "service"): string {
  const hue = hash(title) % 360;
  const shape =
    kind === "course"
      ? `<rect x="150" y="90" width="340" height="210" rx="14" fill="#fff" fill-opacity=".14"/><rect x="170" y="110" width="300" height="170" rx="8" fill="#fff" fill-opacity=".12"/><path d="M110 310h420l-30 22H140z" fill="#fff" fill-opacity=".22"/>`
      : `<rect x="140" y="80" width="150" height="110" rx="14" fill="#fff" fill-opacity=".14"/><rect x="310" y="80" width="190" height="240" rx="14" fill="#fff" fill-opacity=".12"/><rect x="140" y="210" width="150" height="110" rx="14" fill="#fff" fill-opacity=".18"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 34)}"/><stop offset="1" stop-color="${hsl(hue + 40, 75, 48)}"/></linearGradient></defs><rect width="640" height="400" fill="url(#g)"/><circle cx="560" cy="60" r="120" fill="#fff" fill-opacity=".07"/><circle cx="60" cy="380" r="90" fill="#fff" fill-opacity=".07"/>${shape}<text x="320" y="222" text-anchor="middle" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="72" font-weight="700" fill="#fff">${monogram(title)}</text></svg>\n`;
}

export function logoMark(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#0b2a5b"/><path d="M8 29l8-16 5 9 3-5 8 12z" fill="#fbbf3c"/><path d="M16 13l3 5.5-3 2-3-2z" fill="#fff"/></svg>\n`;
}

function monogram(title: string): string {
  const words = title
    .replace(/[^A-Za-z0-9+#/ ]/g, " ")
    .split(/[\s/]+/)
    .filter(Boolean);
  const letters =
    words.length === 1
      ? words[0].slice(0, 3)
      : words
          .slice(0, 3)
          .map((w) => w[0])
          .join("");
  return letters.toUpperCase();
}
