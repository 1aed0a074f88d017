/**
 * Encoded pictures by key, drawn on first use and kept up to a number of bytes: a page of cards is
 * served from memory, and a long run of paging keeps the emulator's memory flat. The oldest picture
 * goes first (a Map iterates in insertion order).
 */
export function createPictureCache(maxBytes: number): (key: string, draw: () => Buffer) => Buffer {
  const pictures = new Map<string, Buffer>();
  let bytes = 0;
  return (key, draw) => {
    const cached = pictures.get(key);
    if (cached) return cached;
    const picture = draw();
    pictures.set(key, picture);
    bytes += picture.length;
    for (const [oldKey, old] of pictures) {
      if (bytes <= maxBytes || oldKey === key) break;
      pictures.delete(oldKey);
      bytes -= old.length;
    }
    return picture;
  };
}
