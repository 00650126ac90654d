/** A picture's own size in pixels, so the page keeps its proportions; undefined if it cannot load. */
export async function naturalSize(src: string): Promise<{ width: number; height: number } | undefined> {
  const image = new Image();
  image.src = src;
  try {
    await image.decode();
  } catch {
    return undefined;
  }
  return image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : undefined;
}
