import { hash, hsl } from "./palette.ts";

/** A simple wordmark for a (fictional) client: a shape and the name. */
export function clientLogo(name: string): string {
  const seed = hash(name);
  const color = hsl(seed % 360, 55, 32);
  const shapes = [
    `<circle cx="32" cy="40" r="18" fill="${color}"/>`,
    `<rect x="14" y="22" width="36" height="36" rx="8" fill="${color}"/>`,
    `<path d="M14 58L32 20l18 38z" fill="${color}"/>`,
    `<path d="M32 20l18 10v20L32 60 14 50V30z" fill="${color}"/>`,
  ];
  const words = name.split(" ");
  const fontSize = name.length > 16 ? 15 : 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80">${shapes[seed % shapes.length]}<text x="60" y="${words.length > 1 ? 38 : 46}" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="${fontSize}" font-weight="700" fill="#334155">${words[0]}</text>${words.length > 1 ? `<text x="60" y="58" font-family="system-ui,Segoe UI,Roboto,sans-serif" font-size="${fontSize - 3}" fill="#64748b">${words.slice(1).join(" ")}</text>` : ""}</svg>\n`;
}
