import { DEPLOY_STATUS_FILE, SITE_VERSION_FILE } from "../../../src/runtime/site-version.ts";
import { PAGE_FIRST_SCRIPT_SOURCE } from "../inline-scripts/page-first-script.ts";

/** Headers a static host sends for the addresses matching `path` (`*` is any characters). */
export interface HostHeaderRule {
  path: string;
  headers: Record<string, string>;
}

const SITE_POLICY = [
  "default-src 'self'",
  // Beside the site's own files, the one inline script every page starts with, by its hash.
  `script-src 'self' ${PAGE_FIRST_SCRIPT_SOURCE}`,
  // React sets a few style attributes (carousel layout, animation delays).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://res.cloudinary.com",
  "font-src 'self'",
  // GitHub's API: the page editor saves there when the site is built from a GitHub repository. One
  // policy for every page, since Netlify and Cloudflare would enforce a second one beside it.
  "connect-src 'self' https://api.emailjs.com https://api.cloudinary.com https://api.github.com",
  // Framed by nothing but the site's own pages: the page editor (/edit/) shows its preview in a frame.
  "frame-ancestors 'self'",
  "base-uri 'self'",
  // A form sent with no script goes to the company mailbox (noScriptAction in src/forms/form-names.ts).
  "form-action 'self' mailto:",
  "object-src 'none'",
].join("; ");

/**
 * What a picture under /images/ may do when opened on its own: nothing. `sandbox` runs no script
 * and gives it an origin of its own (as GitHub serves SVGs), and it fetches nothing but itself.
 */
export const IMAGE_HEADERS = {
  "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
  "X-Content-Type-Options": "nosniff",
};

/**
 * The one table of the headers every host sends: the build writes dist/_headers (Netlify,
 * Cloudflare Pages) from it, `npm run gen:types -- --write` vercel.json and docs/deploy/nginx.conf,
 * and `npm run preview` serves dist/_headers. Where rules match one address, a later rule's header
 * replaces an earlier one's (Netlify and Cloudflare send both instead: two policies, both enforced).
 */
export const HOST_HEADERS: HostHeaderRule[] = [
  {
    path: "/*",
    headers: {
      "Content-Security-Policy": SITE_POLICY,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "SAMEORIGIN",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    },
  },
  // File names there carry a content hash: a changed file is a new address.
  { path: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  { path: "/images/*", headers: IMAGE_HEADERS },
  // The photos the build made (scripts/build-plugins/pictures/): named by their content too.
  {
    path: "/pictures/*",
    headers: { ...IMAGE_HEADERS, "Cache-Control": "public, max-age=31536000, immutable" },
  },
  // The page editor is for the site's authors: no search engine lists it.
  { path: "/edit/*", headers: { "X-Robots-Tag": "noindex, nofollow" } },
  // The editor's code, named by its content as the site's is: each of its pages asks for it again.
  {
    path: "/edit/assets/*",
    headers: { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "public, max-age=31536000, immutable" },
  },
  // The commit the live site was built from: the editor reads it to tell an author their change is live.
  { path: SITE_VERSION_FILE, headers: { "Cache-Control": "no-store" } },
  // How a self-hosted server's builds stand, changing while one runs: the editor follows a Publish through it.
  { path: DEPLOY_STATUS_FILE, headers: { "Cache-Control": "no-store" } },
];
