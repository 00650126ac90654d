import { fromPixels, type UprightPixels } from "./upright-pixels.ts";

/** The preview's width in pixels: a few hundred bytes, enough for the picture's colours and shapes. */
const PREVIEW_WIDTH = 16;

/**
 * A CSS background drawn until the picture arrives: a 16 px preview inline, blurred by an SVG filter
 * (a preview merely scaled up would show its pixels), so it paints with the page's first bytes.
 */
export async function blurredPlaceholder(pixels: UprightPixels): Promise<string> {
  const preview = await fromPixels(pixels).resize({ width: PREVIEW_WIDTH }).webp({ quality: 40 }).toBuffer();
  const { width, height } = pixels;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'>` +
    `<filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='${Math.round(width / 40)}'/>` +
    `<feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter>` +
    `<image filter='url(#b)' preserveAspectRatio='none' width='100%' height='100%' ` +
    `href='data:image/webp;base64,${preview.toString("base64")}'/></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}
