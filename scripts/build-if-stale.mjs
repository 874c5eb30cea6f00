// Builds the Next.js app when there is no build yet or a source file is newer than the last build, so `npm start`
// on a fresh clone (or after a pull) always serves the current code.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";

const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, ".next", "lexatlas-build-stamp");
const watched = ["app", "lib", "db", "public", "next.config.ts", "package.json", "package-lock.json", "instrumentation.ts", "tsconfig.json"];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIfStale({ force = false } = {}) {
  const sources = Math.max(...watched.map((w) => newestMtime(path.join(root, w))));
  const built = fs.existsSync(stampFile) && fs.existsSync(path.join(root, ".next", "BUILD_ID")) ? Number(fs.readFileSync(stampFile, "utf8")) : 0;
  if (!force && built >= sources) return false;
  console.log("[lexatlas] building the app (next build)…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    console.error("[lexatlas] next build failed");
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stampFile, String(sources));
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale({ force: process.argv.includes("--force") });
