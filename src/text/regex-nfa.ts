// Regular expressions matched without backtracking: the source is compiled to a Thompson automaton and
// run on every state at once, so a match costs the length of the text times the size of the expression,
// whatever either holds. Only the small language minimatch writes for one path segment is read
// (literals, escapes, character classes, groups, alternation and the `*` `+` `?` quantifiers); anything
// else is refused with an UnsupportedRegex, so that nothing is ever matched by a backtracking engine.

export class UnsupportedRegex extends Error {}

/**
 * minimatch's guard against matching `.` or `..` as a segment (`(?!(?:^|/)\.\.?(?:$|/))`): the one
 * lookahead it writes with `dot: true`. The caller keeps those segments out, so it is dropped here.
 */
const NO_TRAVERSAL = '(?!(?:^|/)\\.\\.?(?:$|/))';

type Node =
  | { readonly kind: 'empty' }
  | { readonly kind: 'never' }
  | { readonly kind: 'char'; readonly test: (c: string) => boolean }
  | { readonly kind: 'seq'; readonly items: readonly Node[] }
  | { readonly kind: 'alt'; readonly options: readonly Node[] }
  | { readonly kind: 'repeat'; readonly item: Node; readonly optional: boolean; readonly many: boolean };

/** A matcher for the whole text (as `^(?:source)$`), in time linear in the text. */
export function compileRegex(source: string, flags: string): (text: string) => boolean {
  if (/[^u]/.test(flags)) throw new UnsupportedRegex(`flags "${flags}"`);
  const unicode = flags.includes('u');
  const parser = new Parser(source, flags);
  const tree = parser.alternation();
  if (!parser.done()) throw new UnsupportedRegex(`"${source.charAt(parser.at)}" at ${parser.at}`);
  const automaton = new Automaton(tree);
  // With the u flag, a character is a code point, as the regular expression would read it.
  return (text) => automaton.matches(unicode ? [...text] : text.split(''));
}

class Parser {
  at = 0;

  constructor(
    private readonly source: string,
    private readonly flags: string,
  ) {}

  done(): boolean {
    return this.at >= this.source.length;
  }

  alternation(): Node {
    const options = [this.sequence()];
    while (this.source.charAt(this.at) === '|') {
      this.at++;
      options.push(this.sequence());
    }
    return options.length === 1 ? (options[0] as Node) : { kind: 'alt', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (!this.done() && this.source.charAt(this.at) !== '|' && this.source.charAt(this.at) !== ')') {
      items.push(this.quantified(this.atom()));
    }
    return { kind: 'seq', items };
  }

  private quantified(item: Node): Node {
    const q = this.source.charAt(this.at);
    if (q !== '*' && q !== '+' && q !== '?') return item;
    this.at++;
    // Lazy or greedy is the same for whether the whole text matches.
    if (this.source.charAt(this.at) === '?') this.at++;
    return { kind: 'repeat', item, optional: q !== '+', many: q !== '?' };
  }

  private atom(): Node {
    const { source } = this;
    const c = source.charAt(this.at);
    if (source.startsWith(NO_TRAVERSAL, this.at)) {
      this.at += NO_TRAVERSAL.length;
      return { kind: 'empty' };
    }
    if (c === '(') {
      if (source.startsWith('(?:', this.at)) this.at += 3;
      else if (source.charAt(this.at + 1) === '?') throw new UnsupportedRegex(`a lookaround at ${this.at}`);
      else this.at++;
      const inner = this.alternation();
      if (source.charAt(this.at) !== ')') throw new UnsupportedRegex(`an unclosed group at ${this.at}`);
      this.at++;
      return inner;
    }
    if (c === '[') return this.characterClass();
    if (c === '\\') {
      const escaped = source.charAt(this.at + 1);
      // An escaped letter or digit is a class or a back reference, not the character itself.
      if (escaped === '' || /[\p{L}\p{N}]/u.test(escaped)) throw new UnsupportedRegex(`\\${escaped}`);
      this.at += 2;
      return literal(escaped);
    }
    // minimatch's class that can match nothing: an end anchor with a character after it.
    if (source.startsWith('$.', this.at)) {
      this.at += 2;
      return { kind: 'never' };
    }
    if ('$^.{}*+?|)'.includes(c)) throw new UnsupportedRegex(`"${c}" at ${this.at}`);
    const codePoint = this.flags.includes('u') ? String.fromCodePoint(source.codePointAt(this.at) ?? 0) : c;
    this.at += codePoint.length;
    return literal(codePoint);
  }

  /** `[...]` up to its first unescaped `]`; one character is tested against it by the regular expression. */
  private characterClass(): Node {
    const start = this.at;
    let at = start + 1;
    if (this.source.charAt(at) === '^') at++;
    while (at < this.source.length && this.source.charAt(at) !== ']')
      at += this.source.charAt(at) === '\\' ? 2 : 1;
    if (at >= this.source.length) throw new UnsupportedRegex(`an unclosed class at ${start}`);
    this.at = at + 1;
    // A class alone is one character: no input can make it backtrack.
    const regexp = new RegExp(`^${this.source.slice(start, this.at)}$`, this.flags);
    return { kind: 'char', test: (ch) => regexp.test(ch) };
  }
}

function literal(c: string): Node {
  return { kind: 'char', test: (ch) => ch === c };
}

/** Thompson's construction: states that read one character, or branch without reading any. */
class Automaton {
  /** Per state: the character test and the state after it, or the states reached without reading. */
  private readonly tests: ((c: string) => boolean)[] = [];
  private readonly next: number[][] = [];
  private readonly free: number[][] = [];
  private readonly start: number;
  private readonly accept: number;

  constructor(tree: Node) {
    this.accept = this.state();
    this.start = this.build(tree, this.accept);
  }

  matches(chars: readonly string[]): boolean {
    let current = this.closure([this.start]);
    for (const c of chars) {
      const stepped: number[] = [];
      for (const s of current) {
        const test = this.tests[s];
        if (test?.(c)) stepped.push(...(this.next[s] ?? []));
      }
      if (stepped.length === 0) return false;
      current = this.closure(stepped);
    }
    return current.includes(this.accept);
  }

  private state(): number {
    this.next.push([]);
    this.free.push([]);
    this.tests.push(() => false);
    return this.next.length - 1;
  }

  /** A state that matches `node` and then goes on to `after`. */
  private build(node: Node, after: number): number {
    switch (node.kind) {
      case 'empty':
        return after;
      case 'never':
        return this.state();
      case 'char': {
        const s = this.state();
        this.tests[s] = node.test;
        this.next[s]?.push(after);
        return s;
      }
      case 'seq':
        return node.items.reduceRight((next, item) => this.build(item, next), after);
      case 'alt': {
        const s = this.state();
        this.free[s]?.push(...node.options.map((option) => this.build(option, after)));
        return s;
      }
      case 'repeat': {
        // A loop state: into the item (which comes back here when `many`), or on to what follows.
        const loop = this.state();
        const body = this.build(node.item, node.many ? loop : after);
        this.free[loop]?.push(body, after);
        if (node.optional) return loop;
        // At least once: the item first, then the loop.
        return node.many ? this.build(node.item, loop) : body;
      }
    }
  }

  /** The states reachable without reading, each once. */
  private closure(states: readonly number[]): number[] {
    const seen = new Set<number>();
    const stack = [...states];
    while (stack.length > 0) {
      const s = stack.pop() as number;
      if (seen.has(s)) continue;
      seen.add(s);
      stack.push(...(this.free[s] ?? []));
    }
    return [...seen];
  }
}
