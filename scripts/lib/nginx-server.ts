import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { PROJECT_ROOT } from "./project-root.ts";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const FCGIWRAP = process.env.FCGIWRAP_PATH ?? "/usr/sbin/fcgiwrap";
const GIT_HTTP_BACKEND = "/usr/lib/git-core/git-http-backend";

/** A git server behind the site's /git/, as the README tells a site owner to set one up. */
export interface GitBehindNginx {
  /** The folder of the bare repositories: /git/site.git is <projectRoot>/site.git. */
  projectRoot: string;
  username: string;
  password: string;
}

export interface NginxServer {
  url: string;
  /** What nginx wrote to its error log so far. */
  errors(): string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The /git/ location a self-hosted site adds beside the generated snippet: Basic authentication, then
 * git's own smart-HTTP program through fcgiwrap, with the repositories' hooks (the validator, the deploy).
 */
function gitLocation({ projectRoot }: GitBehindNginx, folder: string, socket: string): string {
  return `
    location /git/ {
        auth_basic "Site repository";
        auth_basic_user_file ${folder}/htpasswd;
        client_max_body_size 16m;
        fastcgi_pass unix:${socket};
        fastcgi_read_timeout 300s;
        include /etc/nginx/fastcgi_params;
        fastcgi_param SCRIPT_FILENAME ${GIT_HTTP_BACKEND};
        fastcgi_param GIT_PROJECT_ROOT ${projectRoot};
        fastcgi_param GIT_HTTP_EXPORT_ALL "";
        fastcgi_param REMOTE_USER $remote_user;
        fastcgi_param PATH_INFO $git_path;
    }`;
}

/**
 * Debian's nginx serving `root` (a built site, or the deploy hook's link to the current build) with the
 * project's generated docs/deploy/nginx.conf included as the README says, on a free port of 127.0.0.1;
 * with `git`, also the site's repository at /git/ through fcgiwrap and git http-backend.
 */
export async function startNginx(folder: string, root: string, git?: GitBehindNginx): Promise<NginxServer> {
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(folder, dir), { recursive: true });
  const port = await freePort();
  const children: ChildProcess[] = [];
  let gitPart = "";
  if (git) {
    const socket = join(folder, "fcgiwrap.sock");
    // nginx's own {PLAIN} scheme: a test account, not a stored secret.
    writeFileSync(join(folder, "htpasswd"), `${git.username}:{PLAIN}${git.password}\n`);
    const wrapper = spawn(FCGIWRAP, ["-s", `unix:${socket}`, "-f"], { stdio: ["ignore", "inherit", "inherit"] });
    children.push(wrapper);
    await waitFor(() => existsSync(socket), "fcgiwrap's socket");
    gitPart = gitLocation(git, folder, socket);
  }
  const config = join(folder, "nginx.conf");
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    config,
    `${asRoot ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${folder}/body;
    proxy_temp_path ${folder}/proxy;
    fastcgi_temp_path ${folder}/fastcgi;
    uwsgi_temp_path ${folder}/uwsgi;
    scgi_temp_path ${folder}/scgi;
    map $uri $git_path { "~^/git(?<rest>/.*)$" $rest; }
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${root};
        include ${join(PROJECT_ROOT, "docs/deploy/nginx.conf")};
${gitPart}
    }
}
`,
  );
  const nginx = spawn(NGINX, ["-p", folder, "-c", config, "-e", join(folder, "error.log")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(nginx);
  let exited = false;
  nginx.on("exit", () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (exited) throw new Error(`nginx stopped: ${readError(folder)}`);
    return fetch(`${url}/version.json`).then(
      () => true,
      () => false,
    );
  }, "nginx to answer");
  return {
    url,
    errors: () => readError(folder),
    close: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        ),
      );
    },
  };
}

const readError = (folder: string) =>
  existsSync(join(folder, "error.log")) ? readFileSync(join(folder, "error.log"), "utf8") : "";

async function waitFor(ready: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 30_000;
  while (!(await ready())) {
    if (Date.now() > until) throw new Error(`waited 30 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
