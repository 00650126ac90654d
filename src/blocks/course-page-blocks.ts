import { ownBlock } from "./block-entry";
import { BulletList } from "./bullet-list/bullet-list";
import { ClassTimings } from "./class-timings/class-timings";

// The blocks only course pages hold, loaded together by the pages that show one (render/block-registry.ts).
export { courseIntro } from "./course-intro/course-intro";
export { courseNav } from "./course-nav/course-nav";
export { faq } from "./faq/faq";
export const bulletList = ownBlock(BulletList);
export const classTimings = ownBlock(ClassTimings);
