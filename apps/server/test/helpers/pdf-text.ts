// The text of a PDF as a reader gets it (pdf.js, as browsers use it): each page's text items
// joined by spaces, right-to-left runs back in logical order.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfPages(data: Buffer): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(data),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .filter((text) => text.trim())
          .join(' '),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
