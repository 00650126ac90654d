/**
 * Whether a NavLink to `href` can be marked active (`aria-current="page"`) at `pathname`, with or
 * without `end`, erring towards yes: React Router compares paths only, without case or a trailing
 * slash; without `end` a link is active on every address under it too; a relative link could be any.
 * Called for every item of every shared list on every page, so it avoids regular expressions.
 */
export function mayBeActive(href: string, pathname: string): boolean {
  if (!href.startsWith("/")) return true;
  const link = comparable(href, true);
  const page = comparable(pathname, false);
  return page === link || page.startsWith(`${link}/`);
}

function comparable(path: string, stripQuery: boolean): string {
  let end = path.length;
  if (stripQuery) {
    for (const mark of ["?", "#"]) {
      const at = path.indexOf(mark);
      if (at >= 0 && at < end) end = at;
    }
  }
  while (end > 0 && path[end - 1] === "/") end -= 1;
  return path.slice(0, end).toLowerCase();
}
