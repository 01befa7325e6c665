/**
 * A real one-page PDF written by hand: five objects (catalog, pages, page, content stream, Helvetica) and
 * an xref table whose byte offsets are computed here, so pdf.js reads it without repairing anything.
 * One string is one 24 pt line; an array is one 11 pt line per entry (a paragraph would run off the page,
 * and pdf.js drops what lies outside it). Text must not contain `(`, `)` or `\`.
 */
export function makePdf(text: string | readonly string[]): Uint8Array {
  const stream =
    typeof text === 'string'
      ? `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`
      : `BT /F1 11 Tf 16 TL 72 720 Td ${text.map((line) => `(${line}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length); // ASCII only, so characters are bytes
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
