// First-load JavaScript of a page: the gzip size, in KB, of each script its HTML loads. Modern browsers skip
// noModule scripts (the legacy polyfills), so they are not first-load JS. `node bench/first-load-js.mjs URL…`
// prints it for each address given.
import { gzipSync } from "node:zlib";

export async function firstLoadJs(url) {
  const html = await (await fetch(url)).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0]));
  let bytes = 0;
  for (const src of new Set(tags.map((m) => m[1])))
    bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer()), { level: 9 }).length;
  return bytes / 1024;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const url of process.argv.slice(2)) console.log(`${(await firstLoadJs(url)).toFixed(1)} KB  ${url}`);
}
