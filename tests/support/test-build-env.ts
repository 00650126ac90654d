/**
 * The environment a test builds a copy of the site in: this process's, without Vitest's NODE_ENV=test
 * (which would give React's development build) and without a deploy's NODE_ENV=production (which refuses
 * a build whose forms reach no one): as `npm test`'s own build, Vite's production build, whose forms post to
 * the local outbox. A deploy's build, settings and all, is editor-git's (through the deploy hook).
 */
export function testBuildEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _, ...env } = process.env;
  return env;
}
