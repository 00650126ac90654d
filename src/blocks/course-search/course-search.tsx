import { CourseSearch as SearchBar } from "../../search/course-search";
import type { BlockProps } from "../../content/blocks";

export function CourseSearch({ block }: BlockProps<"course-search">) {
  return <SearchBar placeholder={block.placeholder} />;
}
