import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, type SocialCardPicture } from "../../../../src/content/social-card.ts";
import { cardArt, logoMark } from "../../images/card.ts";

const require = createRequire(import.meta.url);
const FONTS: Font[] = ([400, 700, 800] as const).map((weight) => ({
  name: "Inter",
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  weight,
  style: "normal",
}));
const NAVY = "#0b2a5b";
const AMBER = "#fbbf3c";
const LABEL = { course: "IT TRAINING COURSE", service: "IT SERVICE", page: "" };

/** Satori's element shape: what JSX would make, written as objects so no JSX transform is needed. */
interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: (Node | string)[] | string; [key: string]: unknown };
}
const box = (style: Node["props"]["style"], ...children: (Node | string)[]): Node => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});
const image = (svg: string, width: number, height: number, style: Node["props"]["style"] = {}): Node => ({
  type: "img",
  props: { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, width, height, style },
});

/**
 * A page's 1200×630 share picture as PNG: the brand, a label and the title on the left, and a
 * course's or service's card picture (scripts/commands/images/card.ts, at 560×350) on the right; another
 * page shows its main heading across the card. Text is laid out by satori and drawn by resvg.
 */
export async function drawSocialCard(picture: SocialCardPicture): Promise<Buffer> {
  const art = picture.kind === "page" ? undefined : cardArt(picture.heading, picture.kind, picture.marks);
  const wide = art === undefined;
  const size = headingSize(picture.heading, wide);
  const text = box(
    { flexDirection: "column", justifyContent: "space-between", width: wide ? 1072 : 480, flexShrink: 0 },
    box(
      { alignItems: "center", gap: 18 },
      image(logoMark(), 56, 56),
      box({ fontSize: 30, fontWeight: 700, color: "#fff" }, picture.brand),
    ),
    box(
      { flexDirection: "column", gap: 18 },
      ...(LABEL[picture.kind]
        ? [box({ fontSize: 24, fontWeight: 700, letterSpacing: 3, color: AMBER }, LABEL[picture.kind])]
        : []),
      box({ fontSize: size, fontWeight: 800, lineHeight: 1.1, color: "#fff" }, picture.heading),
    ),
    box({ fontSize: 26, color: "#cbd5e1" }, picture.domain),
  );
  const root = box(
    {
      width: SOCIAL_CARD_WIDTH,
      height: SOCIAL_CARD_HEIGHT,
      padding: 64,
      boxSizing: "border-box",
      alignItems: "stretch",
      justifyContent: "space-between",
      // One flat colour: a gradient across the whole card would double the PNG's bytes.
      backgroundColor: NAVY,
      fontFamily: "Inter",
    },
    text,
    ...(art ? [image(art, 560, 350, { borderRadius: 28, alignSelf: "center", flexShrink: 0 })] : []),
  );
  const svg = await satori(root as Parameters<typeof satori>[0], {
    width: SOCIAL_CARD_WIDTH,
    height: SOCIAL_CARD_HEIGHT,
    fonts: FONTS,
  });
  // resvg's pixels go to sharp as they are: no PNG to encode and decode again in between.
  const drawn = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  const pixels = sharp(drawn.pixels, { raw: { width: drawn.width, height: drawn.height, channels: 4 } });
  // A palette of the colours the card needs, undithered: about 19 KB (a truecolour PNG is 35-43 KB),
  // and the quantiser's fastest effort, which on these flat cards costs no bytes: half the time of
  // the default effort with dithering, which drew stripes across the card art's gradient.
  return pixels.png({ palette: true, dither: 0, effort: 1, compressionLevel: 9 }).toBuffer();
}

/** Long titles get a smaller size, so that every one fits in three lines. */
function headingSize(heading: string, wide: boolean): number {
  const perLine = heading.length / (wide ? 2 : 3);
  if (perLine <= (wide ? 18 : 10)) return wide ? 84 : 72;
  if (perLine <= (wide ? 26 : 14)) return wide ? 68 : 60;
  return wide ? 56 : 48;
}
