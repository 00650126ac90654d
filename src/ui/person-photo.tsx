import type { Image } from "../generated/page";
import { Icon } from "./icon";
import { Picture } from "./picture";

/** A student's photo, or a placeholder icon when there is none. */
export function PersonPhoto({ image, size = 56 }: { image?: Image; size?: number }) {
  if (image) {
    return (
      <Picture
        image={image}
        box={{ width: size, height: size }}
        // Its size, not only its proportions: a photo that is not square would be drawn at its own.
        style={{ width: size, height: size }}
        className="shrink-0 rounded-full object-cover"
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
