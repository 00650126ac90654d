import clsx from "clsx";
import type { ComponentProps } from "react";
import { iconSpriteUrl } from "virtual:icon-sprite";
import { CONTENT_ICON, spriteSymbolId, UI_ICONS, type IconName } from "./icon-names";

export type { IconName };

type IconProps = Omit<ComponentProps<"svg">, "children" | "width" | "height"> & {
  /** Width and height in pixels. */
  size?: number;
};

/** A decorative UI icon; give the control around it an accessible name. */
export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return <SpriteIcon icon={UI_ICONS[name]} {...props} />;
}

/**
 * An icon a page document chooses: "lucide:" and a Lucide icon's name (the validator checks the
 * icon exists, and the sprite holds every one the documents name). Nothing for any other string.
 */
export function ContentIcon({ icon, ...props }: IconProps & { icon: string }) {
  return CONTENT_ICON.test(icon) ? <SpriteIcon icon={icon} {...props} /> : null;
}

/**
 * An icon from the site's SVG sprite, drawn in the text colour, decorative, `size` pixels square.
 * A <use> of one cached file rather than a CSS mask: fifty masked icons cost a phone's first
 * style calculation about 300 ms at 4x CPU; these cost a tenth of that.
 */
export function SpriteIcon({ icon, size = 24, className, ...props }: IconProps & { icon: string }) {
  return (
    <svg aria-hidden="true" width={size} height={size} className={clsx("icon", className)} {...props}>
      <use href={`${iconSpriteUrl}#${spriteSymbolId(icon)}`} />
    </svg>
  );
}
