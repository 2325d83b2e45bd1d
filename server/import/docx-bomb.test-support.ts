// A .docx bomb for the tests: word/document.xml of `megabytes` MB of zeros deflated by zlib (fflate's own deflate
// of 60 MB takes seconds), laid into a zip by hand, with the sizes its headers declare chosen by the test.
import zlib from 'node:zlib';

const MB = 1024 * 1024;

const deflated = new Map<number, { data: Buffer; crc: number }>();

function zerosDeflated(megabytes: number): { data: Buffer; crc: number } {
  let known = deflated.get(megabytes);
  if (!known) {
    const zeros = Buffer.alloc(megabytes * MB);
    known = { data: zlib.deflateRawSync(zeros, { level: 9 }), crc: zlib.crc32(zeros) };
    deflated.set(megabytes, known);
  }
  return known;
}

export function docxBomb(megabytes: number, declared = megabytes * MB): Uint8Array {
  const { data, crc } = zerosDeflated(megabytes);
  const name = Buffer.from('word/document.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflated
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]));
}
