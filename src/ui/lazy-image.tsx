import type { Image } from "../generated/page";

/** A content picture below the fold: its own size (so nothing shifts), loaded and decoded lazily. */
export function LazyImage({ image, className }: { image: Image; className?: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
