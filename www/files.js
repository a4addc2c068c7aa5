// Reading user files and offering downloads.

/** Inputs beyond this are refused before they reach the engine (the judges' limits are far lower). */
export const MAX_INPUT_BYTES = 32 << 20;

export async function readFileText(file) {
  if (file.size > MAX_INPUT_BYTES) {
    throw new Error(`${file.name} is ${(file.size / 1048576).toFixed(1)} MB; the limit is ${MAX_INPUT_BYTES >> 20} MB`);
  }
  return file.text();
}

export function downloadBlob(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
