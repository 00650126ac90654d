import { hash, hsl } from "./palette.ts";
import { figure } from "./person.ts";

/** A classroom or lab scene: students at desks with laptops, under a screen. */
export function classroom(title: string, width: number, height: number): string {
  const seed = hash(title);
  const hue = seed % 360;
  const people = 3 + (seed % 3);
  const gap = width / (people + 1);
  const deskY = height * 0.72;
  const students = Array.from({ length: people }, (_, i) => {
    const x = gap * (i + 1);
    const personSeed = seed + i * 7919;
    return `${figure(personSeed, x, deskY - height * 0.2, height * 0.075)}<rect x="${x - height * 0.09}" y="${deskY - height * 0.075}" width="${height * 0.18}" height="${height * 0.075}" rx="4" fill="#cbd5e1"/><rect x="${x - height * 0.09}" y="${deskY - height * 0.08}" width="${height * 0.18}" height="${height * 0.01}" fill="#94a3b8"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${hsl(hue, 45, 90)}"/><rect x="${width * 0.2}" y="${height * 0.08}" width="${width * 0.6}" height="${height * 0.3}" rx="10" fill="${hsl(hue, 55, 30)}"/><path d="M${width * 0.26} ${height * 0.16}h${width * 0.2}M${width * 0.26} ${height * 0.22}h${width * 0.32}M${width * 0.26} ${height * 0.28}h${width * 0.14}" stroke="${hsl(hue + 40, 80, 75)}" stroke-width="${height * 0.02}" stroke-linecap="round"/>${students}<rect y="${deskY}" width="${width}" height="${height - deskY}" fill="${hsl(hue, 30, 55)}"/></svg>\n`;
}

/** A wide, calm hero backdrop: layered hills under a sky, with code-like lines. */
export function heroBackdrop(index: number, width: number, height: number): string {
  const hue = [220, 200, 250][index % 3];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 18)}"/><stop offset="1" stop-color="${hsl(hue + 15, 65, 38)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#s)"/><path d="M0 ${height * 0.75}L${width * 0.18} ${height * 0.5}L${width * 0.3} ${height * 0.62}L${width * 0.48} ${height * 0.38}L${width * 0.62} ${height * 0.58}L${width * 0.78} ${height * 0.44}L${width} ${height * 0.66}V${height}H0z" fill="${hsl(hue, 40, 28)}"/><path d="M${width * 0.48} ${height * 0.38}l${width * 0.035} ${height * 0.05}-${width * 0.02} 0-${width * 0.015} ${height * 0.03}-${width * 0.02}-${height * 0.03}z" fill="#fff" fill-opacity=".85"/><path d="M0 ${height * 0.88}L${width * 0.25} ${height * 0.7}L${width * 0.45} ${height * 0.82}L${width * 0.7} ${height * 0.66}L${width} ${height * 0.8}V${height}H0z" fill="${hsl(hue, 45, 18)}"/><g stroke="#fff" stroke-opacity=".12" stroke-width="6" stroke-linecap="round">${Array.from({ length: 5 }, (_, i) => `<path d="M${width * (0.6 + (i % 2) * 0.05)} ${height * (0.1 + i * 0.05)}h${width * (0.1 + ((i * 37) % 20) / 100)}"/>`).join("")}</g></svg>\n`;
}
