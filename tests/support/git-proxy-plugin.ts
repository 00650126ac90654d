import { request } from "node:http";
import type { Plugin } from "vite";

/**
 * Passes the site's /git/… on to a git server, as the site's host does once its owner adds the
 * rewrite (README, "The editor on a static host"): the editor then reaches the repository at its own
 * origin, which the Content-Security-Policy's connect-src 'self' allows and which needs no CORS.
 * Listed before staticRoutesPlugin, which would answer /git/… with the 404 page.
 */
export function gitProxyPlugin(target: string): Plugin {
  return {
    name: "git-proxy",
    configurePreviewServer(server) {
      server.middlewares.use("/git", (req, res) => {
        const address = new URL(req.url ?? "/", target);
        const upstream = request(
          address,
          { method: req.method, headers: { ...req.headers, host: address.host } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on("error", () => {
          res.statusCode = 502;
          res.end("The git server did not answer.");
        });
        req.pipe(upstream);
      });
    },
  };
}
