/**
 * How `npm run new:course` and `new:service` mark text an author still has to write. Most such
 * text is valid as it stands; a field with a fixed shape (an icon name) fails, and says so.
 */
export const PLACEHOLDER = "Replace:";
