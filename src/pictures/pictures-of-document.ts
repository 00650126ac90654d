import { isRecord } from "../lib/is-record.ts";
import type { PictureRole } from "./picture-roles.ts";

/** The fields of a block whose pictures have a role of their own; any other picture is "content". */
const BLOCK_ROLES: Partial<Record<string, Record<string, PictureRole>>> = {
  gallery: { photos: "gallery" },
  hero: { image: "hero" },
  "hero-slider": { slides: "cover" },
  "testimonial-carousel": { items: "avatar" },
  "testimonial-list": { items: "avatar" },
  "logo-carousel": { logos: "logo" },
};
/** A document's own fields with pictures: a course's or service's card. */
const DOCUMENT_ROLES: Partial<Record<string, PictureRole>> = { card: "card" };
/** A photo's address: a picture the build makes in sizes (an SVG is drawn at any size as it is). */
const RASTER = /^\/images\/.+\.(png|jpe?g|webp|avif)$/i;

export interface PictureInDocument {
  /** The picture's object in the document ({ src, alt, width, height }). */
  image: Record<string, unknown>;
  src: string;
  role: PictureRole;
}

/**
 * Every photo a document shows, with the role its place gives it. The whole document is walked, so
 * a new block's pictures are found too (as "content" until BLOCK_ROLES names their place).
 */
export function picturesOfDocument(document: unknown): PictureInDocument[] {
  const found: PictureInDocument[] = [];
  const visit = (value: unknown, role: PictureRole): void => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, role));
    if (!isRecord(value)) return;
    if (typeof value.src === "string" && RASTER.test(value.src)) {
      found.push({ image: value, src: value.src, role });
      return;
    }
    for (const [key, child] of Object.entries(value)) visit(child, roleOfField(value, key, role));
  };
  if (isRecord(document)) {
    for (const [key, child] of Object.entries(document)) visit(child, DOCUMENT_ROLES[key] ?? "content");
  }
  return found;
}

/** The role of the picture at a path of a document (the path of its { src, alt, ... } object). */
export function pictureRoleAt(document: unknown, path: readonly (string | number)[]): PictureRole {
  let role: PictureRole = "content";
  let value = document;
  path.forEach((key, depth) => {
    role = depth === 0 ? (DOCUMENT_ROLES[String(key)] ?? "content") : roleOfField(value, String(key), role);
    value = isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  });
  return role;
}

/** The role of what a field of an object holds: its own where the object is a block that names it, else the object's. */
function roleOfField(parent: unknown, key: string, inherited: PictureRole): PictureRole {
  const fieldRoles = isRecord(parent) && typeof parent.type === "string" ? BLOCK_ROLES[parent.type] : undefined;
  return fieldRoles?.[key] ?? inherited;
}
