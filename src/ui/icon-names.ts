import type { SiteSettings } from "../generated/site";

/**
 * The icons the site's components draw, by the names they use, as Iconify names. The icon sprite
 * holds each of them (scripts/build-plugins/icon-sprite/), so a name here must exist in its installed set.
 */
export const UI_ICONS = {
  check: "lucide:check",
  clock: "lucide:clock",
  pin: "lucide:map-pin",
  chevron: "lucide:chevron-down",
  chat: "lucide:message-circle",
  mail: "lucide:mail",
  phone: "lucide:phone",
  close: "lucide:x",
  menu: "lucide:menu",
  search: "lucide:search",
  globe: "lucide:globe",
  bulb: "lucide:lightbulb",
  gear: "lucide:settings",
  users: "lucide:users",
} as const;

export type IconName = keyof typeof UI_ICONS;

/** Simple Icons' brand marks of the social networks the site settings may list. */
export const SOCIAL_MARKS: Record<SiteSettings["social"][number]["network"], string> = {
  instagram: "simple-icons:instagram",
  facebook: "simple-icons:facebook",
  linkedin: "simple-icons:linkedin",
  youtube: "simple-icons:youtube",
  tiktok: "simple-icons:tiktok",
};

/** The one set a page document may choose icons from ("lucide:smartphone"), as the schema's lucideIcon allows. */
export const CONTENT_ICON = /^lucide:[a-z0-9-]+$/;

/** "lucide:check" -> "lucide-check": the id of the icon's symbol in the sprite. */
export function spriteSymbolId(icon: string): string {
  return icon.replace(":", "-");
}
