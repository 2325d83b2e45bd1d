// Reads back what the tests need from a .docx. The XML is machine-written by `docx` and regular, so a
// few patterns suffice and keep the tests free of an XML parser dependency.
import { strFromU8, unzipSync } from 'fflate';

export interface DocxRun {
  text: string;
  bold: boolean;
  italic: boolean;
  fonts: string[];
  size?: string;
}

export interface DocxFile {
  documentXml: string;
  stylesXml: string;
  paragraphs: { text: string; runs: DocxRun[] }[];
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

// <w:b/> or <w:b w:val="true|1|on"/> switch a toggle property on; w:val="false|0|off" switch it off.
const toggled = (rPr: string, tag: string) =>
  new RegExp(`<w:${tag}(?: w:val="(?:true|1|on)")?/>`).test(rPr);

export function runProperties(rPr: string): Omit<DocxRun, 'text'> {
  return {
    bold: toggled(rPr, 'b'),
    italic: toggled(rPr, 'i'),
    fonts: [...rPr.matchAll(/<w:rFonts ([^>]*)\/>/g)].flatMap((m) => [...m[1].matchAll(/w:\w+="([^"]*)"/g)].map((a) => a[1])),
    size: /<w:sz w:val="(\d+)"\/>/.exec(rPr)?.[1],
  };
}

export function readDocx(bytes: Uint8Array): DocxFile {
  const files = unzipSync(bytes);
  const documentXml = strFromU8(files['word/document.xml']);
  const stylesXml = strFromU8(files['word/styles.xml']);
  const paragraphs = [...documentXml.matchAll(/<w:p(?:\s[^>]*)?>(.*?)<\/w:p>/gs)].map(([, body]) => {
    const runs = [...body.matchAll(/<w:r(?:\s[^>]*)?>(.*?)<\/w:r>/gs)].map(([, run]) => ({
      text: [...run.matchAll(/<w:t(?:\s[^>]*)?>(.*?)<\/w:t>/gs)].map((t) => unescapeXml(t[1])).join(''),
      ...runProperties(/<w:rPr>(.*?)<\/w:rPr>/s.exec(run)?.[1] ?? ''),
    }));
    return { text: runs.map((run) => run.text).join(''), runs };
  });
  return { documentXml, stylesXml, paragraphs };
}
