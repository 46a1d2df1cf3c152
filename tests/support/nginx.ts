import { join } from "node:path";

/**
 * A whole nginx configuration for a test: in the foreground, its pid, logs and temporary files in
 * `dir` (so it runs as any user, beside any other nginx), around the given `http { }` contents.
 */
export function nginxTestConfig(dir: string, http: string, options: { accessLog?: boolean; connections?: number } = {}): string {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `${name}_temp_path ${join(dir, name)};`).join("\n  ");
  return `daemon off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections ${options.connections ?? 1024}; }
http {
  access_log ${options.accessLog ? join(dir, "access.log") : "off"};
  ${temp}
${http}
}
`;
}
