/**
 * What a file really is, read from its first bytes (never from its name or the upload's
 * claimed type). Only the kinds below are accepted anywhere; SVG and HTML never are (they can
 * carry scripts).
 */
export interface DetectedType {
  mime: string;
  extension: string;
  image: boolean;
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, index) => data[offset + index] === byte);

const OFFICE: Record<string, DetectedType> = {
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    image: false,
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    image: false,
  },
};

function isPlainText(data: Buffer): boolean {
  const sample = data.subarray(0, 8192);
  if (sample.includes(0)) return false;
  try {
    // `stream` tolerates a character cut in two at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

export function detectContentType(data: Buffer, filename: string): DetectedType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png', image: true };
  if (startsWith(data, [0xff, 0xd8, 0xff]))
    return { mime: 'image/jpeg', extension: 'jpg', image: true };
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return { mime: 'image/webp', extension: 'webp', image: true };
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38]))
    return { mime: 'image/gif', extension: 'gif', image: true };
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { mime: 'application/pdf', extension: 'pdf', image: false };
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return OFFICE[extension];
  if ((extension === 'csv' || extension === 'txt') && data.length > 0 && isPlainText(data))
    return { mime: extension === 'csv' ? 'text/csv' : 'text/plain', extension, image: false };
  return undefined;
}
