import { describe, expect, it } from "vitest";
import { excludedTerms, rankingText } from "@/lib/us-law/read";

describe("rankingText (the text a US-law search is ranked with)", () => {
  it("drops bare-word refusals, keeping phrases and or", () => {
    expect(rankingText("privacy -consumer")).toBe("privacy");
    expect(rankingText('"motor vehicle" -safety -recall')).toBe('"motor vehicle"');
    expect(rankingText("tax or income -corporate")).toBe("tax or income");
    expect(rankingText('-"consumer" privacy')).toBe("privacy");
  });

  it("ranks as written when a refusal is a phrase or several lexemes, or when nothing else is left", () => {
    expect(rankingText('water -"clean water"')).toBe('water -"clean water"');
    expect(rankingText("mail -e-mail")).toBe("mail -e-mail");
    expect(rankingText("-consumer")).toBe("-consumer");
    expect(rankingText("privacy")).toBe("privacy");
    expect(rankingText("privacy-consumer")).toBe("privacy-consumer"); // a hyphenated word, not a refusal
  });

  it("reads the refusals the same way as the match query does", () => {
    expect(excludedTerms('a -b -"c d" e-f')).toEqual(["b", "c d"]);
  });
});
