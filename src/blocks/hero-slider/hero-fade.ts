import type { CSSProperties } from "react";

/** Each picture shows for one interval, the last quarter of it a cross-fade into the next. */
export const FADE_SHARE = 0.25;

/** The name of the keyframes for a slider of this many pictures (uno.config.ts writes them). */
export const heroFadeName = (count: number) => `hero-fade-${count}`;

/**
 * The CSS animation of picture `index` of `count`: one cycle shows every picture once, and each
 * starts its cycle one interval after the one before, so the first shows at once.
 */
export function heroFade(index: number, count: number, intervalMs: number): CSSProperties {
  return {
    animationName: heroFadeName(count),
    animationDuration: `${count * intervalMs}ms`,
    animationDelay: `${(index - FADE_SHARE) * intervalMs}ms`,
  };
}

/** The keyframes of a slider of `count` pictures, for the stylesheet. */
export function heroFadeKeyframes(count: number): string {
  const slot = 100 / count;
  const fade = slot * FADE_SHARE;
  const at = (percent: number) => `${Number(percent.toFixed(3))}%`;
  return (
    `@keyframes ${heroFadeName(count)} { 0% { opacity: 0; } ${at(fade)} { opacity: 1; } ` +
    `${at(slot)} { opacity: 1; } ${at(slot + fade)} { opacity: 0; } 100% { opacity: 0; } }`
  );
}
