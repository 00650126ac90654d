/**
 * The routes a scoped run checks (`npm test -- --since <ref>` sets it to the routes a content change
 * affects): unset, the route checks cover every route.
 */
export const SCOPE_VARIABLE = "SITE_ROUTES_IN_SCOPE";

/** The routes of `all` this run checks: those in scope, or all of them. */
export function routesInScope<T>(all: T[], pathOf: (route: T) => string): T[] {
  const named = process.env[SCOPE_VARIABLE];
  if (!named) return all;
  const paths = new Set(JSON.parse(named) as string[]);
  return all.filter((route) => paths.has(pathOf(route)));
}

/** The browser checks a content change runs, each over the routes in scope. */
export const ROUTE_CHECKS = [
  "tests/browser/accessibility-phone.test.ts",
  "tests/browser/no-script-layout.test.ts",
  "tests/built/html-validity.test.ts",
  "tests/built/links-and-pictures.test.ts",
];
