/**
 * Where a picture is drawn, which decides the sizes it is made in: a gallery photo, a card's
 * picture, a hero, the hero slider's full-width cover, a person's round photo, a client's logo, or
 * any other content picture.
 */
export type PictureRole = "gallery" | "card" | "hero" | "cover" | "avatar" | "logo" | "content";

export interface RoleLayout {
  /**
   * The `sizes` attribute: how wide the picture's box is at each viewport width, so the browser
   * picks the smallest file that fills it at the device's pixel ratio. For "cover", the box's
   * height: its width follows from the picture's own proportions (coverSizes).
   */
  sizes: string;
  /** The narrowest and widest the box is drawn, in CSS pixels, from a 320 px phone to a wide screen. */
  box: readonly [number, number];
  /** The narrowest picture worth putting there, in pixels: below it the picture would look blurred. */
  minimumWidth: number;
}

// Each from its block's layout (container-page: 16 px margins, 24 from 640 px, at most 1152 px wide).
export const ROLE_LAYOUTS: Record<PictureRole, RoleLayout> = {
  // One photo a view on a phone, two from 640 px, three from 1024 px (src/blocks/gallery).
  gallery: {
    sizes: "(min-width: 1024px) min(31vw, 368px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)",
    box: [288, 608],
    minimumWidth: 640,
  },
  // Course and service cards: one a row on a phone, up to three on a wide screen.
  card: {
    sizes: "(min-width: 1024px) min(31vw, 368px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)",
    box: [288, 608],
    minimumWidth: 480,
  },
  // Beside the heading from 1024 px, under it below.
  hero: {
    sizes: "(min-width: 1024px) min(46vw, 532px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
    box: [288, 976],
    minimumWidth: 960,
  },
  // The slider fills the top of the home page: 560 px high on a phone, 520 from 640 px.
  cover: { sizes: "560px", box: [320, 1920], minimumWidth: 1280 },
  avatar: { sizes: "56px", box: [56, 56], minimumWidth: 112 },
  // Two logos a view on a phone up to six on a wide screen, at most 200 px wide.
  logo: {
    sizes: "(min-width: 1024px) 160px, (min-width: 768px) 22vw, (min-width: 640px) 30vw, min(45vw, 200px)",
    box: [136, 200],
    minimumWidth: 200,
  },
  content: { sizes: "(min-width: 1152px) 1104px, calc(100vw - 32px)", box: [288, 1104], minimumWidth: 640 },
};

/** The pixel ratios a picture is made for: phones go up to 3. */
export const MAX_PIXEL_RATIO = 3;

/**
 * The slider's `sizes` for one picture: it covers a box 560 px high on a phone (520 from 640 px) and
 * as wide as the screen, so a landscape photo is drawn wider than the screen, by its proportions.
 */
export function coverSizes(width: number, height: number): string {
  const drawnWide = (boxHeight: number) => `max(100vw, ${Math.ceil((boxHeight * width) / height)}px)`;
  return `(min-width: 640px) ${drawnWide(520)}, ${drawnWide(560)}`;
}
