import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/runtime/database";
import { euAiActImports, euAiActProvisions } from "@/db/schema";
import { buildEuAiActProvisions, euAiActDataDir, EuAiActImportError, provisionsDigest, withoutNextChapterHeading } from "@/lib/eu-ai-act/import";
import { loadEuAiActProvisions } from "@/lib/eu-ai-act/load";
import { ANNEX_TITLES } from "@/lib/eu-ai-act/annex-titles";
import { EU_SNAPSHOT_DIR, euAiActSnapshotFile, euAiActSnapshotText, readEuAiActSnapshot, writeEuAiActSnapshot } from "@/lib/eu-ai-act/snapshot";
import { get } from "../../support/api";

// A fresh clone has no ../shared/data: the provisions then come from db/snapshots/eu-ai-act (issue: EU provisions were
// empty on such a machine). These tests need the reference files to compare against, as provisions.test.ts does.
const noFolder = path.join(os.tmpdir(), "lexatlas-no-such-eu-ai-act-folder");
const tmpRoots: string[] = [];
const tmpRoot = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eu-snapshot-"));
  tmpRoots.push(dir);
  return dir;
};
afterAll(() => tmpRoots.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("the committed EU AI Act snapshot", () => {
  it("holds exactly what the reference files build (regenerating it changes nothing)", () => {
    const built = buildEuAiActProvisions();
    const committed = readEuAiActSnapshot();
    expect(committed).toEqual(built);
    expect(provisionsDigest(committed)).toBe(provisionsDigest(built));
    const root = tmpRoot();
    const { sha256 } = writeEuAiActSnapshot(euAiActDataDir(), root);
    expect(fs.readFileSync(path.join(root, EU_SNAPSHOT_DIR, "SHA256SUMS"), "utf8")).toBe(fs.readFileSync(path.join(EU_SNAPSHOT_DIR, "SHA256SUMS"), "utf8"));
    expect(gunzipSync(fs.readFileSync(euAiActSnapshotFile())).toString("utf8")).toBe(euAiActSnapshotText(built));
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads Article 51(2)'s threshold as the Official Journal prints it: 10^25 FLOPs, not the extraction artefact 1025", () => {
    const built = buildEuAiActProvisions();
    const para = built.find((p) => p.anchorId === "051.002");
    expect(para?.text).toContain("greater than 10^25");
    // No paragraph may read a bare "greater than 1025" (the superscript lost in extraction) anywhere in the snapshot.
    for (const row of readEuAiActSnapshot()) expect(row.text ?? "").not.toMatch(/greater than 1025\b/);
  });

  it("ends no article with the next chapter's heading, which the extraction appended to each chapter's last article", () => {
    const built = buildEuAiActProvisions();
    const headings = [...new Set(built.flatMap((p) => (p.chapterTitle ? [p.chapterTitle.toUpperCase()] : [])))];
    expect(headings).toHaveLength(13);
    for (const row of readEuAiActSnapshot()) {
      for (const h of headings) expect(row.text ?? "", `${row.anchorId} ends with ${h}`).not.toMatch(new RegExp(`\\n${h.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`));
    }
    // Article 101's last paragraph closes with its own words; the whole-article text ends the same way.
    expect(built.find((p) => p.anchorId === "101.006")!.text).toMatch(/Article\u00a098\(2\)\.$/);
    expect(built.find((p) => p.anchorId === "101")!.text).toMatch(/Article\u00a098\(2\)\.$/);
    // Only the given chapter's heading is cut, and only from the last record; any other text stays as extracted.
    expect(withoutNextChapterHeading([{ text: "a.\n\nGOVERNANCE" }], "Penalties")).toEqual([{ text: "a.\n\nGOVERNANCE" }]);
    expect(withoutNextChapterHeading([{ text: "x" }, { text: "a.\n\nGOVERNANCE" }], "Governance")).toEqual([{ text: "x" }, { text: "a." }]);
  });

  it("titles the 13 annexes as the Official Journal prints them, not as the reference copy title-cases them", () => {
    const annexes = buildEuAiActProvisions().filter((p) => p.provisionType === "annex");
    expect(annexes.map((a) => a.annexNumber)).toEqual(ANNEX_TITLES.map((t) => t.annex));
    for (const a of annexes) expect(a.title).toBe(ANNEX_TITLES.find((t) => t.annex === a.annexNumber)!.official);
    // The one wording difference the audit found: the copy reads "Based on Assessment of the Quality Management System".
    expect(annexes.find((a) => a.annexNumber === "VII")!.title).toBe(
      "Conformity based on an assessment of the quality management system and an assessment of the technical documentation",
    );
    // Every correction is needed (the copy still differs) and none changes more than the recorded difference says.
    for (const t of ANNEX_TITLES) {
      expect(t.upstream, t.annex).not.toBe(t.official);
      if (t.difference.startsWith("capitalisation")) expect(t.upstream.toLowerCase().replace("–", "—"), t.annex).toBe(t.official.toLowerCase());
    }
    const committed = readEuAiActSnapshot().filter((p) => p.provisionType === "annex");
    expect(committed.map((a) => a.title)).toEqual(annexes.map((a) => a.title));
  });

  it("refuses to import when the reference copy retitles an annex, so no correction overwrites a title nobody compared", () => {
    const root = tmpRoot();
    const dir = euAiActDataDir();
    for (const name of ["article_paragraphs.json", "article_titles.csv", "ansvar-eu-compliance-mcp"]) fs.symlinkSync(path.join(dir, name), path.join(root, name));
    fs.mkdirSync(path.join(root, "kenobijr-eu-ai-act-chatbot"));
    fs.copyFileSync(path.join(dir, "kenobijr-eu-ai-act-chatbot", "metadata.json"), path.join(root, "kenobijr-eu-ai-act-chatbot", "metadata.json"));
    const annexes = JSON.parse(fs.readFileSync(path.join(dir, "kenobijr-eu-ai-act-chatbot", "annexes.json"), "utf8"));
    annexes.annex_05.title = "Annex V: EU Declaration of Conformity (as amended)";
    fs.writeFileSync(path.join(root, "kenobijr-eu-ai-act-chatbot", "annexes.json"), JSON.stringify(annexes));
    expect(() => buildEuAiActProvisions(root)).toThrow(/Annex V is titled "EU Declaration of Conformity \(as amended\)"/);
  });

  it("restores Article 113, third paragraph, point (b), which the reference text lost in extraction", () => {
    const built = buildEuAiActProvisions().find((p) => p.anchorId === "113")!;
    expect(built.text).toContain("(b)\n\nChapter\u00a0III Section\u00a04, Chapter\u00a0V, Chapter\u00a0VII and Chapter\u00a0XII and Article\u00a078 shall apply from 2\u00a0August 2025, with the exception of Article\u00a0101;\n\n(c)");
    expect(built.source).toContain("text-corrections.ts");
    expect(readEuAiActSnapshot().find((p) => p.anchorId === "113")!.text).toBe(built.text);
    // Only the two corrected articles carry the note, and no point label is left without its text anywhere.
    expect(buildEuAiActProvisions().filter((p) => p.source.includes("text-corrections.ts")).map((p) => p.anchorId)).toEqual(["108", "113"]);
    for (const row of readEuAiActSnapshot()) expect(row.text, row.anchorId).not.toMatch(/\n\n\([a-z]\)\n\n\([a-z]\)\n\n/);
  });

  it("drops the stray double quote the reference text adds after Article 108's footnote, which the Official Journal lacks", () => {
    const built = buildEuAiActProvisions().find((p) => p.anchorId === "108")!;
    expect(built.text).toContain("ELI:\u00a0http://data.europa.eu/eli/reg/2024/1689/oj).\u2019;\n\n(2)");
    expect(built.text).not.toContain("oj).\u2019;\"");
    expect(readEuAiActSnapshot().find((p) => p.anchorId === "108")!.text).toBe(built.text);
  });

  it("refuses to import when the passage a text correction replaces is no longer in the reference text", () => {
    const root = tmpRoot();
    const dir = euAiActDataDir();
    for (const name of ["article_titles.csv", "ansvar-eu-compliance-mcp", "kenobijr-eu-ai-act-chatbot"]) fs.symlinkSync(path.join(dir, name), path.join(root, name));
    const records = JSON.parse(fs.readFileSync(path.join(dir, "article_paragraphs.json"), "utf8")) as { article: number; text: string }[];
    const art113 = records.find((r) => r.article === 113)!;
    art113.text = art113.text.replace("(b)\n\n(c)", "(b)\n\nChapter III Section 4 shall apply from 2 August 2025;\n\n(c)");
    fs.writeFileSync(path.join(root, "article_paragraphs.json"), JSON.stringify(records));
    expect(() => buildEuAiActProvisions(root)).toThrow(/Article 113: the reference text no longer holds/);
  });

  it("is what the server loads when the reference folder is absent, with the same digest (no re-import on switching)", async () => {
    const { db } = await getDb();
    const same = await loadEuAiActProvisions(db, { dir: noFolder });
    expect(same).toMatchObject({ status: "unchanged", from: "snapshot", rows: 806 });

    await db.delete(euAiActProvisions);
    await db.update(euAiActImports).set({ digest: "none yet" }).where(eq(euAiActImports.celex, "32024R1689"));
    const fresh = await loadEuAiActProvisions(db, { dir: noFolder });
    expect(fresh).toMatchObject({ status: "imported", from: "snapshot", rows: 806 });
    const [n] = await db.select({ n: count() }).from(euAiActProvisions);
    expect(n?.n).toBe(806);
    const [stored] = await db.select({ digest: euAiActImports.digest }).from(euAiActImports);
    expect(stored?.digest).toBe(provisionsDigest(buildEuAiActProvisions()));

    const res = await get("/v1/eu-ai-act-provisions?article_number=5&provision_type=article_body");
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].anchor_id).toBe("005");
    expect(res.body.data[0].text).toMatch(/prohibited/i);
  });

  it("refuses a snapshot that does not match its checksum, and writes nothing", async () => {
    const root = tmpRoot();
    fs.mkdirSync(path.join(root, EU_SNAPSHOT_DIR), { recursive: true });
    fs.copyFileSync(path.join(EU_SNAPSHOT_DIR, "SHA256SUMS"), path.join(root, EU_SNAPSHOT_DIR, "SHA256SUMS"));
    const text = gunzipSync(fs.readFileSync(euAiActSnapshotFile())).toString("utf8").replace("prohibited", "permitted");
    fs.writeFileSync(euAiActSnapshotFile(root), gzipSync(text));
    expect(() => readEuAiActSnapshot(root)).toThrow(EuAiActImportError);
    expect(() => readEuAiActSnapshot(root)).toThrow(/does not match its checksum/);

    const { db } = await getDb();
    await db.update(euAiActImports).set({ digest: "stale" }).where(eq(euAiActImports.celex, "32024R1689"));
    await expect(loadEuAiActProvisions(db, { dir: noFolder, snapshotRoot: root })).rejects.toThrow(/checksum/);
    const [n] = await db.select({ n: count() }).from(euAiActProvisions);
    expect(n?.n).toBe(806);
  });

  it("with neither the folder nor a snapshot: throws by default, keeps what the database holds with warn", async () => {
    const { db } = await getDb();
    const empty = tmpRoot();
    await expect(loadEuAiActProvisions(db, { dir: noFolder, snapshotRoot: empty })).rejects.toThrow(/neither/);
    const warned = await loadEuAiActProvisions(db, { dir: noFolder, snapshotRoot: empty, ifSourceMissing: "warn" });
    expect(warned).toMatchObject({ status: "source_missing", from: null, rows: 0 });
    const [n] = await db.select({ n: count() }).from(euAiActProvisions);
    expect(n?.n).toBe(806);
  });
});
