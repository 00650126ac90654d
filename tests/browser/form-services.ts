import type { Route } from "playwright-core";

// The third parties the forms call, as the site's build (tests/form-settings.env) addresses them: every browser test
// that sends a form intercepts them, so no request leaves the machine.

export const EMAILJS = /^https:\/\/api\.emailjs\.com\/api\/v1\.0\/email\/send/;
export const CLOUDINARY = /^https:\/\/api\.cloudinary\.com\/v1_1\/test-cloud\/(image|raw)\/upload/;
export const WEBMAIL = /^https:\/\/mail\.google\.com\//;
/** The address the intercepted Cloudinary gives an uploaded résumé. */
export const UPLOADED = "https://res.cloudinary.com/test-cloud/image/upload/v1/resume.png";

/** Cloudinary as the tests fake it: each upload's body kept in `uploads`, answered with UPLOADED. */
export function fakeCloudinary(uploads: string[]) {
  return (route: Route) => {
    uploads.push(route.request().postDataBuffer()?.toString("latin1") ?? "");
    return route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ secure_url: UPLOADED }),
    });
  };
}

/** A one-pixel PNG: a résumé, or a picture to upload. */
export const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** EmailJS taking a message. */
export const OK = (route: Route) => route.fulfill({ status: 200, body: "OK" });

/** EmailJS as the tests fake it: each request that reaches it is kept; `answer` says what it answers, and may change. */
export function fakeEmailJs(answer: (route: Route) => Promise<void> = OK) {
  const received: { template_id: string; template_params: Record<string, string> }[] = [];
  let respond = answer;
  return {
    received,
    answerWith: (next: (route: Route) => Promise<void>) => (respond = next),
    handler: (route: Route) => {
      received.push(route.request().postDataJSON());
      return respond(route);
    },
  };
}
