/**
 * Every law record's official_url is on a government or intergovernmental host (db/seed/official-url-hosts.ts): the
 * publisher's own page, never a mirror, tracker or cloud bucket. Prints the share of records with an official URL.
 */
import { describe, expect, it } from "vitest";
import { curatedFiles } from "@/db/seed/curated-files";
import { ALLOWED_HOSTS, GOVERNMENT_SUFFIXES, hostOf, officialHostReason } from "@/db/seed/official-url-hosts";

/**
 * Rows still on another host, each in a file this change could not edit, with the government page to use instead.
 * An entry that no longer fails is itself a failure, so the list only shrinks.
 */
const PENDING_REPLACEMENT: Record<string, string> = {
  "virginia:HB 1186 (2026)":
    "lis.blob.core.windows.net is the Virginia Legislative Information System's cloud storage; the row (virginia.additions-2026-11-27.yaml) " +
    "should point to the bill's page on lis.virginia.gov once that address is confirmed",
};

const { laws } = curatedFiles();
const withUrl = laws.filter((l) => l.official_url);

describe("official_url hosts", () => {
  it("prints the share of law records with an official URL", () => {
    console.log(`official URL: ${withUrl.length}/${laws.length} law records (${((100 * withUrl.length) / laws.length).toFixed(1)} %)`);
    expect(withUrl.length).toBeGreaterThan(0);
  });

  it("every official_url is https on a government or intergovernmental host", () => {
    const offenders = withUrl
      .filter((l) => !(l.key in PENDING_REPLACEMENT))
      .map((l) => ({ key: l.key, url: l.official_url!, host: hostOf(l.official_url!) }))
      .filter((r) => !r.url.startsWith("https://") || officialHostReason(r.host) === null)
      .map((r) => `${r.key}: ${r.url}`);
    expect(offenders).toEqual([]);
  });

  it("the pending replacements still need replacing (a fixed row must leave the list)", () => {
    for (const key of Object.keys(PENDING_REPLACEMENT)) {
      const row = laws.find((l) => l.key === key);
      expect(row, key).toBeDefined();
      expect(officialHostReason(hostOf(row!.official_url!)), key).toBeNull();
    }
  });

  it("the policy refuses the hosts the audit removed and accepts government ones", () => {
    for (const host of [
      "s3.us-west-2.amazonaws.com",
      "capitolwebsite.azurewebsites.net",
      "aiverifyfoundation.sg",
      "digital.swiss",
      "legiscan.com",
      "open.pluralpolicy.com",
      "notgov.com",
      "gov.example.com",
    ]) {
      expect(officialHostReason(host), host).toBeNull();
    }
    for (const host of ["www.ilga.gov", "eur-lex.europa.eu", "www.legislation.gov.uk", "laws.e-gov.go.jp", "www.admin.ch", "search.coe.int", "www.boe.es", "arkleg.state.ar.us"]) {
      expect(officialHostReason(host), host).not.toBeNull();
    }
  });

  it("the allow-list stays short and says why each entry is official", () => {
    // Short enough to review whole: 31 named hosts after the national coverage sweep added seven countries' gazettes
    // and parliaments. Growing it is a reviewed change (each entry names the body that runs it and is used by a row).
    expect(ALLOWED_HOSTS.length).toBeLessThanOrEqual(40);
    for (const entry of [...ALLOWED_HOSTS, ...GOVERNMENT_SUFFIXES]) expect(entry.why.length).toBeGreaterThan(10);
    // Each named host is used by a row (an unused entry is a door left open for no reason).
    const hosts = withUrl.map((l) => hostOf(l.official_url!));
    const unused = ALLOWED_HOSTS.filter((a) => !hosts.some((h) => h === a.host || h.endsWith(`.${a.host}`))).map((a) => a.host);
    expect(unused).toEqual([]);
  });
});
