import type { Image } from "../generated/page";

interface LazyImageProps {
  image: Image;
  className?: string;
  /** The page's main picture (the first card of a grid that opens the page): fetched at once, first. */
  priority?: boolean;
}

/** A content picture below the fold: its own size (so nothing shifts), loaded and decoded lazily. */
export function LazyImage({ image, className, priority = false }: LazyImageProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
