import { describe, expect, it } from "vitest";
import { csvField, neutraliseFormula, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes fields with commas, quotes and line breaks, doubling quotes (RFC 4180)", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField(null)).toBe("");
    expect(csvField(42)).toBe("42");
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    for (const cell of ["=1+1", "+33 6", "-2", "@SUM(A1)", "\tx", "\rx"]) {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    }
    expect(neutraliseFormula("a=1")).toBe("a=1");
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
  });

  it("joins rows with CRLF, header first, final CRLF", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["1", "x,y"],
          ["=2", ""],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n\'=2,\r\n');
  });
});

describe("CSV export opened by a spreadsheet that splits on semicolons (Belgian or French settings)", () => {
  it("quotes a field holding either variant's separator, so `;` never splits a cell", () => {
    expect(csvField("Eve;=1+1")).toBe(`"Eve;'=1+1"`);
    expect(csvField("a;b")).toBe('"a;b"');
    expect(toCsv(["name"], [["Eve;=1+1"]], { excel: true })).toBe(`\uFEFFname\r\n"Eve;'=1+1"\r\n`);
  });

  it("neutralises formula starters after any separator and in their full-width forms", () => {
    for (const cell of ["＝1+1", "＋33", "－2", "＠SUM(A1)"]) expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    expect(neutraliseFormula("x,=1+1")).toBe("x,'=1+1");
    expect(neutraliseFormula("x; ＋cmd")).toBe("x; '＋cmd");
    expect(neutraliseFormula("x\t@a")).toBe("x\t'@a");
    expect(neutraliseFormula("a=1, b-2")).toBe("a=1, b-2");
  });

  it("writes the Excel variant with semicolons, a UTF-8 byte order mark (a field with a comma still quoted)", () => {
    expect(toCsv(["a", "b"], [["Zoë", "1,5"]], { excel: true })).toBe('\uFEFFa;b\r\nZoë;"1,5"\r\n');
  });
});
