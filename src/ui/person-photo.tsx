import type { Image } from "../generated/page";
import { Icon } from "./icon";

/** A student's photo, or a placeholder icon when there is none. */
export function PersonPhoto({ image, size = 56 }: { image?: Image; size?: number }) {
  if (image) {
    return (
      <img
        src={image.src}
        alt={image.alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="shrink-0 rounded-full"
      />
    );
  }
  return (
    <span
      className="flex shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-500"
      style={{ width: size, height: size }}
    >
      <Icon name="users" size={size / 2} />
    </span>
  );
}
