/** What a route's layout follows: its folder for courses and services, "category" for a category page, else its own file. */
export function routeTemplate({ file, path }: { file: string; path: string }): string {
  const folder = /^pages\/(courses|services)\//.exec(file)?.[1];
  if (folder) return folder;
  return path.startsWith("/courses/") ? "category" : file;
}
