import { BLOCK_TYPES, DOCUMENT_FIELDS } from "../generated/block-types.ts";
import { isRecord } from "../lib/is-record.ts";
import type { PictureRole } from "./picture-roles.ts";

/**
 * The roles the schemas give the pictures of a field ("x-picture-role"), by the field's place without
 * list indexes: a document's own ("card"), or a block's ("photos" of a gallery). A role that is not
 * a PictureRole fails the type-check here.
 */
type PictureRoles = Readonly<Record<string, PictureRole>>;
const DOCUMENT_ROLES: PictureRoles = DOCUMENT_FIELDS.pictures;
const rolesOfBlock = (type: unknown): PictureRoles =>
  typeof type === "string" && Object.hasOwn(BLOCK_TYPES, type)
    ? BLOCK_TYPES[type as keyof typeof BLOCK_TYPES].pictures
    : {};

/** A photo's address: a picture the build makes in sizes (an SVG is drawn at any size as it is). */
const RASTER = /^\/images\/.+\.(png|jpe?g|webp|avif)$/i;

export interface PictureInDocument {
  /** The picture's object in the document ({ src, alt, width, height }). */
  image: Record<string, unknown>;
  src: string;
  role: PictureRole;
}

/** Where the walk is: the roles of the document or block it is in, and the place inside that. */
interface Place {
  roles: PictureRoles;
  keys: readonly string[];
  role: PictureRole;
}

const TOP: Place = { roles: DOCUMENT_ROLES, keys: [], role: "content" };

/** The place a field of an object leads to: a page's block starts its own, with its type's roles. */
function placeOfField(parent: Record<string, unknown>, key: string, at: Place): Place {
  const isBlock = at.keys.length === 1 && at.keys[0] === "blocks" && at.roles === DOCUMENT_ROLES;
  const from = isBlock ? { roles: rolesOfBlock(parent.type), keys: [] } : at;
  const keys = [...from.keys, key];
  return { roles: from.roles, keys, role: from.roles[keys.join("/")] ?? at.role };
}

/**
 * Every photo a document shows, with the role its place gives it. The whole document is walked, so
 * a new block's pictures are found too (as "content" until its schema gives their field a role).
 */
export function picturesOfDocument(document: unknown): PictureInDocument[] {
  const found: PictureInDocument[] = [];
  const visit = (value: unknown, at: Place): void => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, at));
    if (!isRecord(value)) return;
    if (typeof value.src === "string" && RASTER.test(value.src)) {
      found.push({ image: value, src: value.src, role: at.role });
      return;
    }
    for (const [key, child] of Object.entries(value)) visit(child, placeOfField(value, key, at));
  };
  visit(document, TOP);
  return found;
}

/** The role of the picture at a path of a document (the path of its { src, alt, ... } object). */
export function pictureRoleAt(document: unknown, path: readonly (string | number)[]): PictureRole {
  let at = TOP;
  let value = document;
  for (const key of path) {
    const inList = Array.isArray(value) || typeof key === "number";
    const parent = isRecord(value) ? value : {};
    value = isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
    if (!inList) at = placeOfField(parent, String(key), at);
  }
  return at.role;
}
