/** The folder of public/images a picture is in: "/images/courses/x.svg" -> "courses". */
export function folderOf(src: string): string {
  return src.split("/")[2] ?? "";
}
