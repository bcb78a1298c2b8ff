/**
 * `npm run build -w @mainstay/server` (also part of the root `npm run build`): compiles the server
 * into dist/server.js; see server-bundle.ts for what is bundled and what stays external.
 */
import { relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer } from './server-bundle.ts';

const started = performance.now();
const { outfile, bytes } = await buildServer();
const milliseconds = Math.round(performance.now() - started);
console.log(
  `✔ Server built: ${relative(process.cwd(), outfile)} (${Math.round(bytes / 1024)} kB) in ${milliseconds} ms`,
);
