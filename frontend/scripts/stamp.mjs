// After the bundle is built: copy the standalone page beside it and record a hash of every
// frontend source and one of the bundle itself, so that a Python test can tell a stale committed
// bundle, or one edited by hand, without Node.
import { createHash } from "node:crypto";
import { copyFileSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const here = new URL("..", import.meta.url).pathname;
const out = join(here, "..", "tb_xrank", "plugin", "static");
copyFileSync(join(here, "index.html"), join(out, "index.html"));

function files(dir) {
  return readdirSync(dir).sort().flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}
const sources = [...files(join(here, "src")), ...["index.html", "package.json", "package-lock.json",
  "tsconfig.json", "vite.config.ts"].map((n) => join(here, n))];
const h = createHash("sha256");
for (const p of sources) {
  h.update(p.slice(here.length) + "\0");
  h.update(readFileSync(p));
}
const bundle = createHash("sha256").update(readFileSync(join(out, "index.js"))).digest("hex");
writeFileSync(join(out, "build-stamp.json"), JSON.stringify({ sources: h.digest("hex"), bundle }, null, 1) + "\n");
