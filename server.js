// `npm start`: the Node server, compiled with the app into build/server/index.js by `npm run build`.
// Node's compile cache (in the system's temporary directory, or NODE_COMPILE_CACHE; off with
// NODE_DISABLE_COMPILE_CACHE=1) keeps the bytecode of the server's modules across starts: the
// start and the first request of each kind compile nothing they compiled before (docs/benchmarks.md).
import { enableCompileCache } from "node:module";

enableCompileCache();
const { start } = await import("./build/server/index.js");

await start();
