/**
 * The server bundle's entry (build/server/index.js): the Node server, which `server.js` starts.
 * React Router's server build is its own entry (build/server/server-build.js), which the prerender
 * step reads and the server imports on its first request for a route.
 */
export { start } from "./main";
