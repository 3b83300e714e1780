// A CV's kind from its bytes alone, and the name its download is offered under.
import { describe, expect, it } from "vitest";
import { cvFileName, cvKind } from "@/server/applications/cv-type";
import { DOCX_CV, PDF_CV, PLAIN_ZIP, zipOf } from "../support/cv-files";

describe("cvKind", () => {
  it("knows a PDF by its header and a DOCX by the Word body in the zip's central directory", () => {
    expect(cvKind(PDF_CV)).toBe("pdf");
    expect(cvKind(DOCX_CV)).toBe("docx");
    // The end record is found behind a zip comment too, and the body need not be the first entry.
    expect(cvKind(zipOf({ "a.xml": "<a/>", "word/document.xml": "<w/>" }, "written by a tool"))).toBe("docx");
  });

  it("refuses anything else: a plain zip, an .xlsx, a name only in the contents, a broken directory, a lookalike", () => {
    expect(cvKind(PLAIN_ZIP)).toBeNull();
    expect(cvKind(zipOf({ "xl/workbook.xml": "<x/>" }))).toBeNull();
    expect(cvKind(zipOf({ "word/document.xml.bak": "<w/>" }))).toBeNull();
    const broken = Buffer.from(DOCX_CV);
    broken.writeUInt32LE(broken.length, broken.length - 22 + 16);
    expect(cvKind(broken)).toBeNull();
    expect(cvKind(DOCX_CV.subarray(0, DOCX_CV.length - 4))).toBeNull();
    expect(cvKind(Buffer.from("%PDF"))).toBeNull();
    expect(cvKind(Buffer.from(" %PDF-1.4"))).toBeNull();
    expect(cvKind(Buffer.alloc(0))).toBeNull();
    expect(cvKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
  });
});

describe("cvFileName", () => {
  it("keeps the sender's name without folders or header-breaking characters, ending in what the bytes are", () => {
    expect(cvFileName("Erin Hale CV.pdf", "pdf")).toBe("Erin Hale CV.pdf");
    expect(cvFileName("C:\\Users\\erin\\cv.DOCX", "docx")).toBe("cv.docx");
    expect(cvFileName('../../etc/"pass"\r\nwd', "pdf")).toBe("passwd.pdf");
    expect(cvFileName("photo.png", "pdf")).toBe("photo.png.pdf");
    expect(cvFileName("", "docx")).toBe("cv.docx");
    expect(cvFileName("Zoë Müller – CV.pdf", "pdf")).toBe("Zoë Müller CV.pdf");
  });
});
