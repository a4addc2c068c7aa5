// `node strip-wasm.mjs IN OUT`: the WebAssembly module IN written to OUT without its custom
// sections (function names, producers, target features), which nothing reads in a browser.
// ./build.sh runs it on the chunks wasm-split-cli splits off a game's module: the splitter copies
// the module's function names into them, a fifth of their size (wasm-bindgen strips the main
// module's itself).
import { readFileSync, writeFileSync } from 'node:fs';

const [input, output] = process.argv.slice(2);
const bytes = readFileSync(input);
/** The magic number and version, then each section kept: [start, end) in `bytes`. */
const kept = [bytes.subarray(0, 8)];
let at = 8;
while (at < bytes.length) {
  const start = at;
  const id = bytes[at++];
  // The section's size: an unsigned LEB128 number.
  let size = 0;
  for (let scale = 1; ; scale *= 128) {
    const byte = bytes[at++];
    if (byte === undefined) throw new Error(`${input}: the section at byte ${start} is cut short`);
    size += (byte & 0x7f) * scale;
    if (byte < 0x80) break;
  }
  at += size;
  if (at > bytes.length) throw new Error(`${input}: the section at byte ${start} runs past the end`);
  if (id !== 0) kept.push(bytes.subarray(start, at));
}
writeFileSync(output, Buffer.concat(kept));
