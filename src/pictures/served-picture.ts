/** One format of a picture, at every width it is made in. */
export interface PictureFormat {
  /** Its MIME type: image/avif, image/webp, image/jpeg or image/png. */
  type: string;
  /** "/pictures/<hash>-640.avif 640w, ..." */
  srcset: string;
}

/**
 * What the build made of a raster picture a page shows (scripts/build-plugins/pictures/), added to
 * the picture's object in the document the page reads: the page never draws the file as uploaded.
 */
export interface ServedPicture {
  /** Its own size, read from the file (after turning it upright): never the document's numbers. */
  width: number;
  height: number;
  /** The `sizes` attribute for where it is drawn. */
  sizes: string;
  /** AVIF first, then WebP: every browser we support takes one of them. */
  formats: [PictureFormat, PictureFormat];
  /**
   * Its own format (JPEG, or PNG when it has transparent parts) at a phone's width, for a browser
   * that takes neither: one file, so that a list of a hundred photos does not carry a third srcset.
   */
  fallback: string;
  /** A tiny blurred preview, inline, drawn until the picture arrives (none for a picture with transparent parts). */
  placeholder?: string;
}

/** A picture of a document, as the page gets it: with what the build made of it when it is a photo. */
export interface WithServedPicture {
  served?: ServedPicture;
}
