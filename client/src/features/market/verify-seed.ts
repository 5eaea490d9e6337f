// Checks a revealed market seed against its commitment in the browser (decision 015): the
// commitment published before the period is SHA-256(seed), both as hex. WebCrypto, no library.

function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^([0-9a-f]{2})+$/i.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** SHA-256 of the bytes a hex string spells, as lowercase hex (null: not hex). */
export async function sha256OfHex(hex: string): Promise<string | null> {
  const bytes = bytesOfHex(hex);
  if (!bytes) return null;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether the seed hashes to the commitment. */
export async function seedMatchesCommitment(seed: string, commitment: string): Promise<boolean> {
  return (await sha256OfHex(seed)) === commitment.toLowerCase();
}
