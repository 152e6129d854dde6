// The complete YAML path: goyaml.v2's scanner and parser (scanner.ts, events.ts), composed into nodes as
// goyaml composes them, then decoded as kubectl decodes them (decode.ts). It reads every construct
// (anchors, tags, merge keys, directives, explicit keys) and is the only source of syntax errors; the
// fast parser hands it every text it is unsure of, and must agree with it to the offset.
//
// Hostile input is bounded here: nesting deeper than MAX_DEPTH and more than MAX_TOKENS tokens are
// errors where they are crossed; composing keeps explicit stacks, so depth never costs call stack.

import { BOM, firstDisallowed, SPACE, TAB } from './chars.js';
import { decodeDocument } from './decode.js';
import type { RawCollection, RawNode } from './decode.js';
import type { YamlEvent } from './events.js';
import { EventParser } from './events.js';
import { MAX_DEPTH } from './node.js';
import type { YamlDocument, YamlError } from './node.js';
import { Scanner } from './scanner.js';
import { YamlSyntaxError } from './tokens.js';

// A bound on the work and memory one file may cost this parser (about 18 MB of ordinary YAML, which has
// a token per 9 bytes); the fast path reads files of the common subset without it.
const MAX_TOKENS = 2_000_000;

export function tooDeepMessage(what: string): string {
  return `${what} nests deeper than ${MAX_DEPTH} levels: Admission Gate reads no deeper, so that no step of a scan can run out of stack (the API server's decoder stops at 10,000; real manifests stay under 50)`;
}

/**
 * The documents of `text`, a YAML stream, with offsets shifted by `base`. Reading stops at the first
 * syntax error or limit: the documents before stand, the one being read carries the error. A document
 * that parses but does not decode (a bad tagged value, a null key) carries its error alone.
 */
export function parseFull(text: string, base = 0): YamlDocument[] {
  const composer = new Composer(text, base);
  const docs: YamlDocument[] = [];
  try {
    // goyaml's reader decodes ahead of its scanner (512 bytes at a time) and refuses these characters
    // wherever they are: a text with one yields no document.
    const bad = firstDisallowed(text);
    if (bad !== -1) throw new YamlSyntaxError('control characters are not allowed', bad, bad + 1);
    // Past the one its reader drops, a byte order mark can make goyaml skip the first character of later
    // lines (libyaml's is_bom looks at the start of its buffer, not at the scanner's position): refused.
    const bom = text.indexOf('\uFEFF', text.charCodeAt(0) === BOM ? 1 : 0);
    if (bom !== -1) {
      throw new YamlSyntaxError(
        'a byte order mark (U+FEFF) inside the text: goyaml may skip characters at the start of the lines after it, so what kubectl reads cannot be known; remove it',
        bom,
        bom + 1,
      );
    }
    for (let event = composer.next(); event.type === 'document-start'; event = composer.next()) {
      const start = composer.skipInline(event.start.index);
      composer.documentStart = start;
      const root = composer.document();
      docs.push(decodeDocument(root, docs.length, start, base));
      composer.documentStart = undefined;
    }
  } catch (e) {
    if (!(e instanceof YamlSyntaxError)) throw e;
    // A problem found at the end of the text points at its end.
    const at = (offset: number): number => Math.min(offset, text.length) + base;
    const error: YamlError = { message: e.message, start: at(e.start), end: at(e.end) };
    docs.push({
      index: docs.length,
      start: at(composer.documentStart ?? e.start),
      root: null,
      errors: [error],
    });
  }
  return docs;
}

interface OpenCollection {
  readonly node: RawCollection;
  readonly anchor?: string;
}

class Composer {
  private readonly scanner: Scanner;
  private readonly events: EventParser;
  private anchors = new Map<string, RawNode>();
  documentStart: number | undefined;

  constructor(
    private readonly text: string,
    private readonly base: number,
  ) {
    this.scanner = new Scanner(text);
    this.events = new EventParser(this.scanner);
  }

  next(): YamlEvent {
    const event = this.events.next();
    if (this.scanner.produced > MAX_TOKENS) {
      throw new YamlSyntaxError(
        `the file is too big for the YAML parser that reads anchors, aliases, tags and syntax errors: it stops after ${MAX_TOKENS.toLocaleString('en-US')} tokens (about 18 MB of ordinary YAML), which bounds its memory. Split the file`,
        this.scanner.i,
        this.scanner.i,
      );
    }
    return event;
  }

  /** Where a node no token stands for sits: after the indicator before it and its blanks. */
  skipInline(i: number): number {
    let c = this.text.charCodeAt(i);
    while (c === SPACE || c === TAB) c = this.text.charCodeAt(++i);
    return i;
  }

  /** The root of the document whose start event was just read, up to its end event. */
  document(): RawNode {
    this.anchors = new Map();
    const open: OpenCollection[] = [];
    let root: RawNode | undefined;
    const add = (node: RawNode): void => {
      const parent = open[open.length - 1];
      if (parent) parent.node.children.push(node);
      else root = node;
    };
    for (;;) {
      const event = this.next();
      switch (event.type) {
        case 'scalar': {
          const start = event.empty ? this.skipInline(event.start.index) : event.start.index;
          const end = event.empty ? start : (event.contentEnd ?? event.end.index);
          const node: RawNode = {
            kind: 'scalar',
            tag: event.tag,
            value: event.value,
            implicit: event.implicit,
            merge: event.value === '<<' && (event.implicit || event.tag === MERGE_TAG),
            ...(event.empty ? { empty: true } : {}),
            ...(event.anchor !== undefined ? { anchored: true } : {}),
            start,
            end,
          };
          if (event.anchor !== undefined) this.anchors.set(event.anchor, node);
          add(node);
          break;
        }
        case 'alias': {
          const target = this.anchors.get(event.name);
          if (!target) {
            throw new YamlSyntaxError(
              `unknown anchor '${event.name}' referenced`,
              event.start.index,
              event.end.index,
            );
          }
          add({ kind: 'alias', name: event.name, target, start: event.start.index, end: event.end.index });
          break;
        }
        case 'sequence-start':
        case 'mapping-start': {
          if (open.length >= MAX_DEPTH) {
            throw new YamlSyntaxError(
              tooDeepMessage('this collection'),
              event.start.index,
              event.start.index + 1,
            );
          }
          const node: RawCollection = {
            kind: event.type === 'sequence-start' ? 'seq' : 'map',
            flow: event.flow,
            children: [],
            ...(event.anchor !== undefined ? { anchored: true } : {}),
            start: event.start.index,
            end: event.start.index,
          };
          if (event.anchor !== undefined) this.anchors.set(event.anchor, node);
          open.push({ node });
          break;
        }
        case 'sequence-end':
        case 'mapping-end': {
          const { node } = open.pop() as OpenCollection;
          const last = node.children[node.children.length - 1];
          node.end = node.flow ? event.end.index : (last?.end ?? node.start);
          add(node);
          break;
        }
        case 'document-end':
          return root as RawNode;
        default:
          throw new YamlSyntaxError(`unexpected ${event.type}`, this.scanner.i, this.scanner.i);
      }
    }
  }
}

const MERGE_TAG = 'tag:yaml.org,2002:merge';
