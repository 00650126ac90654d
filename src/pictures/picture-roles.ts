/**
 * Where a picture is drawn, which decides the sizes it is made in: a gallery photo, a card's
 * picture, a hero, the hero slider's full-width cover, a person's round photo, a client's logo, or
 * any other content picture.
 */
export const PICTURE_ROLES = ["gallery", "card", "hero", "cover", "avatar", "logo", "content"] as const;
export type PictureRole = (typeof PICTURE_ROLES)[number];

export interface RoleLayout {
  /**
   * The `sizes` attribute: how wide the picture's box is at each viewport width, so the browser
   * picks the smallest file that fills it at the device's pixel ratio. A "cover" picture's comes
   * from its own proportions instead (coverSizes).
   */
  sizes: string;
  /** The narrowest and widest the box is drawn, in CSS pixels, from a 320 px phone to a wide screen. */
  box: readonly [number, number];
  /** The narrowest picture worth putting there, in pixels: below it the picture would look blurred. */
  minimumWidth: number;
}

/** Below 640 px one card a row; two up to 1024 px; three above (1104 px inside the page's margins from 1200 px). */
const CARDS_UP_TO_THREE =
  "(min-width: 1024px) calc(33.3vw - 32px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)";

/** Cards in a grid of up to three a row (course and service lists), or of four from 1280 px (the home page's top courses). */
export const CARD_SIZES = {
  threeARow: `(min-width: 1200px) 352px, ${CARDS_UP_TO_THREE}`,
  fourARow: `(min-width: 1280px) 258px, (min-width: 1200px) 352px, ${CARDS_UP_TO_THREE}`,
};

// Each from its block's layout (container-page: 16 px margins, 24 from 640 px, at most 1152 px wide).
export const ROLE_LAYOUTS: Record<PictureRole, RoleLayout> = {
  // One photo a view on a phone, two from 640 px, three from 1024 px (src/blocks/gallery).
  gallery: {
    sizes: "(min-width: 1024px) min(31vw, 368px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)",
    box: [288, 608],
    minimumWidth: 640,
  },
  // Course and service cards: one a row on a phone, up to four on a wide screen (a grid may say, CARD_SIZES).
  card: { sizes: CARD_SIZES.threeARow, box: [256, 608], minimumWidth: 480 },
  // Beside the heading from 1024 px, under it below.
  hero: {
    sizes: "(min-width: 1024px) min(46vw, 532px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
    box: [288, 976],
    minimumWidth: 960,
  },
  // The slider fills the top of the home page: 560 px high on a phone, 520 from 640 px.
  cover: { sizes: "100vw", box: [320, 1920], minimumWidth: 1280 },
  avatar: { sizes: "56px", box: [56, 56], minimumWidth: 112 },
  // Two logos a view on a phone up to six on a wide screen, at most 200 px wide.
  logo: {
    sizes: "(min-width: 1024px) 160px, (min-width: 768px) 22vw, (min-width: 640px) 30vw, min(45vw, 200px)",
    box: [136, 200],
    minimumWidth: 200,
  },
  content: { sizes: "(min-width: 1152px) 1104px, calc(100vw - 32px)", box: [288, 1104], minimumWidth: 640 },
};

/** Where a picture goes, in an author's words: "too small for a gallery photo". */
export const ROLE_WORDS: Record<PictureRole, string> = {
  gallery: "a gallery photo",
  card: "a card's picture",
  hero: "the picture beside a page's heading",
  cover: "a picture across the top of the home page",
  avatar: "a person's photo",
  logo: "a logo",
  content: "a picture on a page",
};

/**
 * How wide a picture is where it is drawn: a person's photo is cut to a circle, so its shorter
 * side counts; every other picture is drawn as wide as its box.
 */
export function drawnWidth(role: PictureRole, width: number, height: number): number {
  return role === "avatar" ? Math.min(width, height) : width;
}

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
