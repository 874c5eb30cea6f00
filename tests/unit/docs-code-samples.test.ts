import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { codeSamples } from "@/lib/docs/code-samples";
import { exampleRequest } from "@/lib/docs/example-request";
import { docOperation, docsModel } from "@/lib/docs/operations";

const SITE = "http://lexatlas.test";
const API = `${SITE}/v1`;
const { components } = docsModel(SITE);
const samplesOf = (id: string) => {
  const op = docOperation(SITE, id)!;
  return Object.fromEntries(codeSamples(exampleRequest(op, components), API).map((s) => [s.language, s.code]));
};

describe("code samples", () => {
  it("build a GET from the declared example, with no key for anonymous-friendly operations", () => {
    const s = samplesOf("listLaws");
    expect(s.curl).toBe(`curl '${API}/laws?scope=state&limit=5'`);
    expect(s.javascript).toContain(`new URLSearchParams({"scope":"state","limit":"5"})`);
    expect(s.python).toContain(`requests.get(\n    "${API}/laws",\n    params={"scope":"state","limit":"5"}`);
    expect(s.python).not.toContain("X-API-Key");
  });

  it("fill path parameters and send the key where the operation needs one", () => {
    const law = samplesOf("getLaw");
    expect(law.curl).toMatch(new RegExp(`^curl '${API}/laws/[0-9a-f-]{36}'$`));
    const me = samplesOf("getMe");
    expect(me.curl).toBe(`curl '${API}/me' \\\n  -H "X-API-Key: $LEXATLAS_API_KEY"`);
    expect(me.javascript).toContain(`headers: { "X-API-Key": process.env.LEXATLAS_API_KEY }`);
    expect(me.python).toContain(`headers={"X-API-Key": os.environ["LEXATLAS_API_KEY"]}`);
    expect(samplesOf("deleteMe").curl).toContain("-X DELETE");
  });

  it("build a POST body from the schema's example values", () => {
    const s = samplesOf("createKey");
    expect(s.curl).toContain(`-X POST '${API}/keys'`);
    expect(s.curl).toContain(`-d '{"email":"dev@example.com"}'`);
    expect(s.javascript).toContain(`body: JSON.stringify({"email":"dev@example.com"})`);
    expect(s.python).toContain(`json={"email":"dev@example.com"}`);
  });

  it("quote for the shell so the printed curl runs as is", () => {
    const op = { ...docOperation(SITE, "listLaws")!, example: { query: { q: "it's \"quoted\" & $HOME" } } };
    const { curl } = Object.fromEntries(codeSamples(exampleRequest(op, components), API).map((s) => [s.language, s.code]));
    // Echo the URL argument through a real shell: it must come back byte for byte.
    const echoed = execFileSync("bash", ["-c", curl!.replace(/^curl /, "printf %s ")], { encoding: "utf8" });
    expect(new URL(echoed).searchParams.get("q")).toBe(`it's "quoted" & $HOME`);
  });
});
