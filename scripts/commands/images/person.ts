import { HAIR, SKIN, hash, hsl } from "./palette.ts";

/** A friendly head-and-shoulders figure; `x`, `y` place the head's centre, `r` its radius. */
export function figure(seed: number, x: number, y: number, r: number): string {
  const skin = SKIN[seed % SKIN.length];
  const hair = HAIR[(seed >> 3) % HAIR.length];
  const shirt = hsl((seed * 47) % 360, 55, 45);
  const longHair = seed % 2 === 0;
  const hairShape = longHair
    ? `<path d="M${x - r * 1.05} ${y + r * 0.9}V${y - r * 0.1}a${r * 1.05} ${r * 1.1} 0 0 1 ${r * 2.1} 0V${y + r * 0.9}z" fill="${hair}"/>`
    : `<path d="M${x - r} ${y - r * 0.05}a${r} ${r} 0 0 1 ${r * 2} 0c-${r * 0.5}-${r * 0.45}-${r * 1.4}-${r * 0.5}-${r * 2} 0z" fill="${hair}"/>`;
  return [
    `<path d="M${x - r * 1.8} ${y + r * 3.2}c0-${r * 1.4} ${r * 0.8}-${r * 2} ${r * 1.8}-${r * 2}s${r * 1.8} ${r * 0.6} ${r * 1.8} ${r * 2}z" fill="${shirt}"/>`,
    longHair ? hairShape : "",
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${skin}"/>`,
    longHair
      ? `<path d="M${x - r} ${y - r * 0.15}a${r} ${r} 0 0 1 ${r * 2} 0c-${r * 0.6}-${r * 0.5}-${r * 1.3}-${r * 0.45}-${r * 2} 0z" fill="${hair}"/>`
      : hairShape,
  ].join("");
}

/** A round avatar of one person on a soft background. */
export function avatar(name: string): string {
  const seed = hash(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${hsl(seed % 360, 60, 88)}"/><clipPath id="c"><rect width="96" height="96" rx="48"/></clipPath><g clip-path="url(#c)">${figure(seed, 48, 40, 17)}</g></svg>\n`;
}
