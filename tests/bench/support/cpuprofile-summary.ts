/**
 * Summarises a V8 .cpuprofile (node --cpu-prof; tests/bench/http-throughput.ts writes one with BENCH_CPU_PROF=<dir>):
 * self time by function and by package/area, and inclusive time of the functions whose name matches a pattern.
 *
 *   npx tsx tests/bench/support/cpuprofile-summary.ts <file.cpuprofile> [top=40] [inclusive-pattern]
 */
import fs from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, pattern] = process.argv.slice(2);
if (!file) throw new Error("usage: cpuprofile-summary.ts <file.cpuprofile> [top] [inclusive-pattern]");
const top = Number(topArg || 40);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** Where a frame comes from: a package under node_modules, a project folder, node itself, or V8's own buckets. */
function area(url: string, name: string): string {
  if (!url) return `(${name || "anonymous"})`;
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) {
    const sub = /next\/dist\/(compiled\/[^/]+|server\/[^/]+|[^/]+)/.exec(url);
    return nm[1] === "next" && sub ? `next/${sub[1]}` : nm[1]!;
  }
  if (url.startsWith("node:")) return url;
  const chunk = /\.next\/server\/(chunks\/[^/]+|app\/[^/]+)/.exec(url);
  if (chunk) return `.next/${chunk[1]}`;
  return url.replace(/^file:\/\//, "").replace(process.cwd() + "/", "");
}

const fnSelf = new Map<string, number>();
const areaSelf = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const key = `${functionName || "(anonymous)"}  ${area(url, functionName)}:${lineNumber + 1}`;
  fnSelf.set(key, (fnSelf.get(key) ?? 0) + us);
  const a = area(url, functionName);
  areaSelf.set(a, (areaSelf.get(a) ?? 0) + us);
}

const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us)}  ${k}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print("self time by area", areaSelf);
print("self time by function", fnSelf);

if (pattern) {
  // Inclusive time: a sample counts once for each distinct matching function on its stack.
  const re = new RegExp(pattern);
  const incl = new Map<string, number>();
  profile.samples.forEach((leaf, i) => {
    const seen = new Set<string>();
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
      const key = `${functionName || "(anonymous)"}  ${area(url, functionName)}:${lineNumber + 1}`;
      if (re.test(key) && !seen.has(key)) {
        seen.add(key);
        incl.set(key, (incl.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
      }
    }
  });
  print(`inclusive time of frames matching /${pattern}/`, incl);
}
