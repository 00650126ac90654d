import clsx from "clsx";
import type { ComponentProps } from "react";
import { contentIconClass } from "./content-icon-class";

// Lucide icons, by the names the site's components use. Whole class strings, so UnoCSS sees them
// and generates the CSS of these icons (and of no other).
const UI_ICONS = {
  check: "i-lucide-check",
  clock: "i-lucide-clock",
  chevron: "i-lucide-chevron-down",
  chat: "i-lucide-message-circle",
  mail: "i-lucide-mail",
  phone: "i-lucide-phone",
  close: "i-lucide-x",
  menu: "i-lucide-menu",
  search: "i-lucide-search",
  globe: "i-lucide-globe",
  bulb: "i-lucide-lightbulb",
  gear: "i-lucide-settings",
  users: "i-lucide-users",
} as const;

export type IconName = keyof typeof UI_ICONS;

type IconProps = Omit<ComponentProps<"span">, "children"> & {
  /** Width and height in pixels. */
  size?: number;
};

/** A decorative UI icon; give the control around it an accessible name. */
export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return <CssIcon iconClass={UI_ICONS[name]} {...props} />;
}

/**
 * An icon a page document chooses: "lucide:" and a Lucide icon's name, as the schema's lucideIcon
 * allows (the validator checks the icon exists; UnoCSS finds it in the documents). Nothing for any
 * other string.
 */
export function ContentIcon({ icon, ...props }: IconProps & { icon: string }) {
  const iconClass = contentIconClass(icon);
  return iconClass ? <CssIcon iconClass={iconClass} {...props} /> : null;
}

/**
 * A CSS icon (UnoCSS's preset-icons: a mask in the text colour, or the picture's own colours):
 * decorative, `size` pixels square. UnoCSS must see `iconClass`: written out whole in a table, or
 * named in a page document (page-icons-extractor).
 */
export function CssIcon({ iconClass, size = 24, className, style, ...props }: IconProps & { iconClass: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(iconClass, className)}
      style={{ width: size, height: size, ...style }}
      {...props}
    />
  );
}
