import type { CSSProperties } from "react";
import type { Image } from "../generated/page";
import type { WithServedPicture } from "../pictures/served-picture";
import { useTextLanguage } from "./text-language";
import type { PageLanguage } from "../content/translation/languages";

interface PictureProps {
  image: Image & WithServedPicture;
  className?: string;
  /** The first picture a visitor sees: fetched at once, before the others. Every other one waits until near the screen. */
  priority?: boolean;
  /** Drawn at this size whatever the picture's own (a person's round photo). */
  box?: { width: number; height: number };
  /** Its text for screen readers where its place says it instead (the hero slider's are decoration). */
  alt?: string;
  /** How wide it is drawn, where its block knows better than its role (src/pictures/picture-roles.ts). */
  sizes?: string;
  /** The language of its text where that is not the page's (a card of a course not translated); by default, as its block says (text-language.tsx). */
  lang?: PageLanguage;
  style?: CSSProperties;
}

/**
 * A content picture. A photo comes as the build made it (src/pictures/served-picture.ts): AVIF,
 * then WebP, at the widths its place needs, its own format as one file to fall back on, with its own
 * size (so nothing shifts) and a blurred preview behind it until it arrives. An SVG, or any picture on the dev server,
 * is drawn from its file.
 */
export function Picture({
  image,
  className,
  priority = false,
  box,
  alt = image.alt,
  style,
  sizes,
  lang,
}: PictureProps) {
  const { served } = image;
  const langOf = useTextLanguage();
  const common = {
    width: box?.width ?? served?.width ?? image.width,
    height: box?.height ?? served?.height ?? image.height,
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
    decoding: "async",
    className,
    lang: lang ?? langOf(alt),
  } as const;
  if (!served) return <img src={image.src} alt={alt} style={style} {...common} />;
  const [avif, webp] = served.formats;
  sizes ??= served.sizes;
  const placeholder: CSSProperties | undefined = served.placeholder
    ? { backgroundImage: served.placeholder, backgroundSize: "cover", backgroundPosition: "center" }
    : undefined;
  return (
    <picture className="contents">
      <source type={avif.type} srcSet={avif.srcset} sizes={sizes} />
      <source type={webp.type} srcSet={webp.srcset} sizes={sizes} />
      <img
        src={served.fallback}
        alt={alt}
        style={placeholder || style ? { ...placeholder, ...style } : undefined}
        {...common}
      />
    </picture>
  );
}
