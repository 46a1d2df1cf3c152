/**
 * The server bundle's entry (build/server/index.js): React Router's server build, plus the Node
 * server that serves it. `server.js` calls `start()`; the prerender step only reads the build.
 */
export * from "virtual:react-router/server-build";
export { start } from "./main";
