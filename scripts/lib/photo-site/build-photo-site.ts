import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CoursePage, Page } from "../../../src/generated/page.ts";
import { copySite } from "../copy-site.ts";
import { PROJECT_ROOT } from "../project-root.ts";
import { cameraPhoto } from "./camera-photo.ts";

/** The photos the home page shows in the photo site, as a phone took them. */
export const PHOTO_SITE_PHOTOS = {
  gallery: [
    { src: "/images/gallery/lab-afternoon.jpg", width: 4032, height: 3024 },
    { src: "/images/gallery/trainer-screen.jpg", width: 4032, height: 3024 },
    { src: "/images/gallery/design-class.jpg", width: 3000, height: 3000 },
  ],
  /** Held upright, so stored on its side (EXIF orientation 6): drawn upright, 3024 wide and 4032 high. */
  testimonial: { src: "/images/avatars/sujata-portrait.jpg", width: 4032, height: 3024 },
  /** The first of the hero slider's pictures: the first picture a visitor sees. */
  hero: { src: "/images/hero/campus-morning.jpg", width: 4032, height: 3024 },
  /** A course's card picture: shown by every list of courses. */
  card: {
    src: "/images/courses/frontend-class.jpg",
    width: 4032,
    height: 3024,
    course: "pages/courses/frontend-development.json",
  },
} as const;

/** Where `npm run build:photos` puts the photo site's build, for the bench and the browser tests. */
export const PHOTO_DIST = join(PROJECT_ROOT, "dist-photos");

/** A photo as the camera wrote it, before the build: its address and its size in bytes. */
export interface CameraPhoto {
  src: string;
  bytes: number;
}

/** The photos of the last `npm run build:photos`, as the camera wrote them. */
export const CAMERA_PHOTOS = join(PHOTO_DIST, "camera-photos.json");

/**
 * A copy of the site whose home page shows camera photos, as an author would add them around the
 * editor: the hero slider's first, three in the gallery, one as a testimonial's photo and one on a
 * course's card, each several megabytes with GPS in it and the document's width and height wrong,
 * then built as the deploys build it (`npm run build`: the site, then the editor) into PHOTO_DIST.
 */
export async function buildPhotoSite(): Promise<void> {
  const root = copySite("site-photos-");
  try {
    const written = await writePhotos(root);
    execFileSync("npm", ["run", "-s", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    rmSync(PHOTO_DIST, { recursive: true, force: true });
    cpSync(join(root, "dist"), PHOTO_DIST, { recursive: true });
    writeFileSync(CAMERA_PHOTOS, `${JSON.stringify(written, null, 2)}\n`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function writePhotos(root: string): Promise<CameraPhoto[]> {
  const { gallery, testimonial, hero, card } = PHOTO_SITE_PHOTOS;
  const written: CameraPhoto[] = [];
  for (const photo of [...gallery, testimonial, hero, card]) {
    const file = join(root, "public", photo.src);
    mkdirSync(join(file, ".."), { recursive: true });
    const bytes = await cameraPhoto(photo.src, photo.width, photo.height, photo === testimonial);
    writeFileSync(file, bytes);
    written.push({ src: photo.src, bytes: bytes.length });
  }
  const homeFile = join(root, "pages/home.json");
  const home = JSON.parse(readFileSync(homeFile, "utf8")) as Page;
  for (const block of home.blocks) {
    if (block.type === "gallery") {
      gallery.forEach(({ src }, i) => Object.assign(block.photos[i], { src, width: 640, height: 480 }));
    }
    if (block.type === "hero-slider") Object.assign(block.slides[0], { src: hero.src, width: 1600, height: 900 });
    if (block.type === "testimonial-carousel" && block.items[0].image) {
      Object.assign(block.items[0].image, { src: testimonial.src, width: 96, height: 96 });
    }
  }
  writeFileSync(homeFile, `${JSON.stringify(home, null, 2)}\n`);
  const courseFile = join(root, card.course);
  const course = JSON.parse(readFileSync(courseFile, "utf8")) as CoursePage;
  Object.assign(course.card.image, { src: card.src, width: 640, height: 400 });
  writeFileSync(courseFile, `${JSON.stringify(course, null, 2)}\n`);
  return written;
}
