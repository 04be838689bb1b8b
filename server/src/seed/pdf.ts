/**
 * A small, valid one-page A4 PDF of Chinese text (seeded documents): Adobe's standard CJK font
 * STSong-Light with the UniGB-UCS2-H encoding, which PDF readers carry, so nothing is embedded.
 */
export function textPdf(title: string, lines: readonly string[]): Buffer {
  const hex = (s: string) =>
    [...s]
      .map((c) => {
        const code = c.codePointAt(0)!;
        return (code > 0xffff ? 0x3000 : code).toString(16).padStart(4, '0');
      })
      .join('')
      .toUpperCase();
  const text = [
    'BT',
    '/F1 20 Tf',
    '72 760 Td',
    `<${hex(title)}> Tj`,
    '/F1 12 Tf',
    ...lines.flatMap((l, i) => [i === 0 ? '0 -40 Td' : '0 -22 Td', `<${hex(l)}> Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
