/**
 * `npm run dev`: the same Node server as `npm start` (server/main.ts), run through Vite. Vite
 * loads the server and React Router's build as modules (its environment API), so the routes and
 * the server share one instance of every module (the load context's keys among them), serves the
 * app's modules with HMR on the same port, and reloads a route when its file changes.
 */
import { createServer } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, isRunnableDevEnvironment } from "vite";

process.env.NODE_ENV ??= "development";
const server = createServer();
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
const ssr = vite.environments.ssr;
if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules");
const main = (await ssr.runner.import("/server/main.ts")) as typeof import("./main");
await main.start({
  build: () => ssr.runner.import("virtual:react-router/server-build") as Promise<ServerBuild>,
  middlewares: (req, res, next) => vite.middlewares(req, res, next),
  server,
});
// The server's own stop (SIGTERM/SIGINT) exits the process; Vite's watcher must not hold it.
server.once("close", () => void vite.close());
