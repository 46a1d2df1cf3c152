// `npm start`: the Node server, compiled with the app into build/server/index.js by `npm run build`.
import { start } from "./build/server/index.js";

await start();
