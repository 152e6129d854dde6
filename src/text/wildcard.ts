// Wildcard matching without regular expressions: `*` is any run of characters, `?` one character.
// A regular expression for `*a*b*c` backtracks through every way to split the text when it fails, in
// time that grows with the text's length to the power of the number of stars; this stays within the
// product of the two lengths, whatever the repository under review names its files and objects.

/** Whether `text` matches `pattern`, both given as arrays of characters (code units or code points). */
export function matchesWildcard(pattern: readonly string[], text: readonly string[]): boolean {
  let p = 0;
  let t = 0;
  // The last star seen, and the text position it has consumed up to: on a mismatch, it takes one more.
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    const c = pattern[p];
    if (c === '*') {
      star = p++;
      resume = t;
    } else if (c !== undefined && (c === '?' || c === text[t])) {
      p++;
      t++;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}
