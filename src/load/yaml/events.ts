// Events from tokens as goyaml.v2's parser (parserc.go) produces them: an explicit state machine, so
// nesting costs heap, not call stack. Tags are resolved against %TAG directives here.

import type { Scanner } from './scanner.js';
import type { Mark, ScalarStyle, Token } from './tokens.js';
import { YamlSyntaxError } from './tokens.js';

export type YamlEvent =
  | { readonly type: 'stream-end' }
  | { readonly type: 'document-start'; readonly start: Mark; readonly explicit: boolean }
  | { readonly type: 'document-end' }
  | { readonly type: 'alias'; readonly name: string; readonly start: Mark; readonly end: Mark }
  | ScalarEvent
  | CollectionStartEvent
  | { readonly type: 'sequence-end' | 'mapping-end'; readonly end: Mark };

export interface ScalarEvent {
  readonly type: 'scalar';
  readonly anchor?: string;
  /** The resolved tag, or '' for none. */
  readonly tag: string;
  readonly value: string;
  /** Plain and untagged, or tagged `!`: goyaml resolves its type. */
  readonly implicit: boolean;
  readonly style: ScalarStyle;
  readonly start: Mark;
  readonly end: Mark;
  /** For an empty scalar no token stands for: true. */
  readonly empty?: boolean;
  /** A block scalar's last line with content ends here. */
  readonly contentEnd?: number;
}

export interface CollectionStartEvent {
  readonly type: 'sequence-start' | 'mapping-start';
  readonly anchor?: string;
  readonly tag: string;
  readonly flow: boolean;
  /** Where the collection's own first token is (its first key or `-`, or its bracket). */
  readonly start: Mark;
}

type State =
  | 'implicit-document-start'
  | 'document-start'
  | 'document-content'
  | 'document-end'
  | 'block-node'
  | 'block-node-or-indentless-sequence'
  | 'flow-node'
  | 'block-sequence-first-entry'
  | 'block-sequence-entry'
  | 'indentless-sequence-entry'
  | 'block-mapping-first-key'
  | 'block-mapping-key'
  | 'block-mapping-value'
  | 'flow-sequence-first-entry'
  | 'flow-sequence-entry'
  | 'flow-sequence-entry-mapping-key'
  | 'flow-sequence-entry-mapping-value'
  | 'flow-sequence-entry-mapping-end'
  | 'flow-mapping-first-key'
  | 'flow-mapping-key'
  | 'flow-mapping-value'
  | 'flow-mapping-empty-value'
  | 'end';

const DEFAULT_TAG_HANDLES: readonly (readonly [string, string])[] = [
  ['!', '!'],
  ['!!', 'tag:yaml.org,2002:'],
];

export class EventParser {
  private state: State = 'implicit-document-start';
  private readonly states: State[] = [];
  private readonly marks: Mark[] = [];
  private tagHandles = new Map<string, string>();
  private started = false;

  constructor(private readonly scanner: Scanner) {}

  next(): YamlEvent {
    if (!this.started) {
      this.started = true;
      this.scanner.peek(); // stream-start
      this.scanner.consume();
    }
    if (this.state === 'end') return { type: 'stream-end' };
    switch (this.state) {
      case 'implicit-document-start':
        return this.documentStart(true);
      case 'document-start':
        return this.documentStart(false);
      case 'document-content':
        return this.documentContent();
      case 'document-end':
        return this.documentEnd();
      case 'block-node':
        return this.node(true, false);
      case 'block-node-or-indentless-sequence':
        return this.node(true, true);
      case 'flow-node':
        return this.node(false, false);
      case 'block-sequence-first-entry':
        return this.blockSequenceEntry(true);
      case 'block-sequence-entry':
        return this.blockSequenceEntry(false);
      case 'indentless-sequence-entry':
        return this.indentlessSequenceEntry();
      case 'block-mapping-first-key':
        return this.blockMappingKey(true);
      case 'block-mapping-key':
        return this.blockMappingKey(false);
      case 'block-mapping-value':
        return this.blockMappingValue();
      case 'flow-sequence-first-entry':
        return this.flowSequenceEntry(true);
      case 'flow-sequence-entry':
        return this.flowSequenceEntry(false);
      case 'flow-sequence-entry-mapping-key':
        return this.flowSequenceEntryMappingKey();
      case 'flow-sequence-entry-mapping-value':
        return this.flowSequenceEntryMappingValue();
      case 'flow-sequence-entry-mapping-end':
        this.state = 'flow-sequence-entry';
        return { type: 'mapping-end', end: this.peek().start };
      case 'flow-mapping-first-key':
        return this.flowMappingKey(true);
      case 'flow-mapping-key':
        return this.flowMappingKey(false);
      case 'flow-mapping-value':
        return this.flowMappingValue(false);
      case 'flow-mapping-empty-value':
        return this.flowMappingValue(true);
    }
  }

  private peek(): Token {
    return this.scanner.peek();
  }

  private skipToken(): void {
    this.scanner.consume();
  }

  private pop(): void {
    this.state = this.states.pop() ?? 'end';
  }

  private fail(problem: string, at: Mark, context?: string): never {
    throw new YamlSyntaxError(problem, at.index, at.index + 1, context);
  }

  private documentStart(implicit: boolean): YamlEvent {
    let token = this.peek();
    if (!implicit) {
      while (token.type === 'document-end') {
        this.skipToken();
        token = this.peek();
      }
    }
    if (
      implicit &&
      token.type !== 'version-directive' &&
      token.type !== 'tag-directive' &&
      token.type !== 'document-start' &&
      token.type !== 'stream-end'
    ) {
      this.processDirectives();
      this.states.push('document-end');
      this.state = 'block-node';
      return { type: 'document-start', start: token.start, explicit: false };
    }
    if (token.type === 'stream-end') {
      this.state = 'end';
      this.skipToken();
      return { type: 'stream-end' };
    }
    this.processDirectives();
    token = this.peek();
    if (token.type !== 'document-start') this.fail('did not find expected <document start>', token.start);
    this.states.push('document-end');
    this.state = 'document-content';
    this.skipToken();
    return { type: 'document-start', start: token.end, explicit: true };
  }

  private documentContent(): YamlEvent {
    const token = this.peek();
    if (
      token.type === 'version-directive' ||
      token.type === 'tag-directive' ||
      token.type === 'document-start' ||
      token.type === 'document-end' ||
      token.type === 'stream-end'
    ) {
      this.pop();
      return emptyScalar(token.start);
    }
    return this.node(true, false);
  }

  private documentEnd(): YamlEvent {
    const token = this.peek();
    if (token.type === 'document-end') this.skipToken();
    this.tagHandles = new Map();
    this.state = 'document-start';
    return { type: 'document-end' };
  }

  private processDirectives(): void {
    let version = false;
    for (let token = this.peek(); ; token = this.peek()) {
      if (token.type === 'version-directive') {
        if (version) this.fail('found duplicate %YAML directive', token.start);
        if (token.major !== 1 || token.minor !== 1)
          this.fail('found incompatible YAML document', token.start);
        version = true;
      } else if (token.type === 'tag-directive') {
        const handle = token.value ?? '';
        if (this.tagHandles.has(handle)) this.fail('found duplicate %TAG directive', token.start);
        this.tagHandles.set(handle, token.suffix ?? '');
      } else break;
      this.skipToken();
    }
    for (const [handle, prefix] of DEFAULT_TAG_HANDLES) {
      if (!this.tagHandles.has(handle)) this.tagHandles.set(handle, prefix);
    }
  }

  private node(block: boolean, indentlessSequence: boolean): YamlEvent {
    let token = this.peek();
    if (token.type === 'alias') {
      this.pop();
      this.skipToken();
      return { type: 'alias', name: token.value ?? '', start: token.start, end: token.end };
    }
    const start = token.start;
    let end = token.start;
    let anchor: string | undefined;
    let tagToken: Token | undefined;
    if (token.type === 'anchor') {
      anchor = token.value;
      end = token.end;
      this.skipToken();
      token = this.peek();
      if (token.type === 'tag') {
        tagToken = token;
        end = token.end;
        this.skipToken();
        token = this.peek();
      }
    } else if (token.type === 'tag') {
      tagToken = token;
      end = token.end;
      this.skipToken();
      token = this.peek();
      if (token.type === 'anchor') {
        anchor = token.value;
        end = token.end;
        this.skipToken();
        token = this.peek();
      }
    }
    const tag = tagToken ? this.resolveTag(tagToken, start) : '';
    const props = anchor === undefined ? { tag } : { anchor, tag };
    if (indentlessSequence && token.type === 'block-entry') {
      this.state = 'indentless-sequence-entry';
      return { type: 'sequence-start', ...props, flow: false, start: token.start };
    }
    if (token.type === 'scalar') {
      this.pop();
      this.skipToken();
      return {
        type: 'scalar',
        ...props,
        value: token.value ?? '',
        implicit: (tag === '' && token.style === 'plain') || tag === '!',
        style: token.style ?? 'plain',
        start: token.start,
        end: token.end,
        ...(token.contentEnd !== undefined ? { contentEnd: token.contentEnd } : {}),
      };
    }
    const collection = (type: CollectionStartEvent['type'], flow: boolean, state: State): YamlEvent => {
      this.state = state;
      return { type, ...props, flow, start: token.start };
    };
    if (token.type === 'flow-sequence-start')
      return collection('sequence-start', true, 'flow-sequence-first-entry');
    if (token.type === 'flow-mapping-start')
      return collection('mapping-start', true, 'flow-mapping-first-key');
    if (block && token.type === 'block-sequence-start') {
      return collection('sequence-start', false, 'block-sequence-first-entry');
    }
    if (block && token.type === 'block-mapping-start') {
      return collection('mapping-start', false, 'block-mapping-first-key');
    }
    if (anchor !== undefined || tag !== '') {
      this.pop();
      return { ...emptyScalar(end), ...props, implicit: tag === '' };
    }
    return this.fail(
      'did not find expected node content',
      token.start,
      block ? 'while parsing a block node' : 'while parsing a flow node',
    );
  }

  private resolveTag(token: Token, start: Mark): string {
    const handle = token.value ?? '';
    const suffix = token.suffix ?? '';
    if (handle === '') return suffix;
    const prefix = this.tagHandles.get(handle);
    if (prefix === undefined)
      return this.fail('found undefined tag handle', token.start, 'while parsing a node');
    void start;
    return prefix + suffix;
  }

  private blockSequenceEntry(first: boolean): YamlEvent {
    if (first) {
      this.marks.push(this.peek().start);
      this.skipToken();
    }
    const token = this.peek();
    if (token.type === 'block-entry') {
      const mark = token.end;
      this.skipToken();
      const next = this.peek();
      if (next.type !== 'block-entry' && next.type !== 'block-end') {
        this.states.push('block-sequence-entry');
        return this.node(true, false);
      }
      this.state = 'block-sequence-entry';
      return emptyScalar(mark);
    }
    if (token.type === 'block-end') {
      this.pop();
      this.marks.pop();
      this.skipToken();
      return { type: 'sequence-end', end: token.end };
    }
    this.marks.pop();
    return this.fail("did not find expected '-' indicator", token.start, 'while parsing a block collection');
  }

  private indentlessSequenceEntry(): YamlEvent {
    const token = this.peek();
    if (token.type === 'block-entry') {
      const mark = token.end;
      this.skipToken();
      const next = this.peek();
      if (
        next.type !== 'block-entry' &&
        next.type !== 'key' &&
        next.type !== 'value' &&
        next.type !== 'block-end'
      ) {
        this.states.push('indentless-sequence-entry');
        return this.node(true, false);
      }
      this.state = 'indentless-sequence-entry';
      return emptyScalar(mark);
    }
    this.pop();
    return { type: 'sequence-end', end: token.start };
  }

  private blockMappingKey(first: boolean): YamlEvent {
    if (first) {
      this.marks.push(this.peek().start);
      this.skipToken();
    }
    const token = this.peek();
    if (token.type === 'key') {
      const mark = token.end;
      this.skipToken();
      const next = this.peek();
      if (next.type !== 'key' && next.type !== 'value' && next.type !== 'block-end') {
        this.states.push('block-mapping-value');
        return this.node(true, true);
      }
      this.state = 'block-mapping-value';
      return emptyScalar(mark);
    }
    if (token.type === 'block-end') {
      this.pop();
      this.marks.pop();
      this.skipToken();
      return { type: 'mapping-end', end: token.end };
    }
    this.marks.pop();
    return this.fail('did not find expected key', token.start, 'while parsing a block mapping');
  }

  private blockMappingValue(): YamlEvent {
    const token = this.peek();
    if (token.type === 'value') {
      const mark = token.end;
      this.skipToken();
      const next = this.peek();
      if (next.type !== 'key' && next.type !== 'value' && next.type !== 'block-end') {
        this.states.push('block-mapping-key');
        return this.node(true, true);
      }
      this.state = 'block-mapping-key';
      return emptyScalar(mark);
    }
    this.state = 'block-mapping-key';
    return emptyScalar(token.start);
  }

  private flowSequenceEntry(first: boolean): YamlEvent {
    if (first) {
      this.marks.push(this.peek().start);
      this.skipToken();
    }
    let token = this.peek();
    if (token.type !== 'flow-sequence-end') {
      if (!first) {
        if (token.type !== 'flow-entry') {
          this.marks.pop();
          this.fail("did not find expected ',' or ']'", token.start, 'while parsing a flow sequence');
        }
        this.skipToken();
        token = this.peek();
      }
      if (token.type === 'key') {
        this.state = 'flow-sequence-entry-mapping-key';
        this.skipToken();
        return { type: 'mapping-start', tag: '', flow: true, start: token.start };
      }
      if (token.type !== 'flow-sequence-end') {
        this.states.push('flow-sequence-entry');
        return this.node(false, false);
      }
    }
    this.pop();
    this.marks.pop();
    this.skipToken();
    return { type: 'sequence-end', end: token.end };
  }

  private flowSequenceEntryMappingKey(): YamlEvent {
    const token = this.peek();
    if (token.type !== 'value' && token.type !== 'flow-entry' && token.type !== 'flow-sequence-end') {
      this.states.push('flow-sequence-entry-mapping-value');
      return this.node(false, false);
    }
    const mark = token.end;
    this.skipToken();
    this.state = 'flow-sequence-entry-mapping-value';
    return emptyScalar(mark);
  }

  private flowSequenceEntryMappingValue(): YamlEvent {
    let token = this.peek();
    if (token.type === 'value') {
      this.skipToken();
      token = this.peek();
      if (token.type !== 'flow-entry' && token.type !== 'flow-sequence-end') {
        this.states.push('flow-sequence-entry-mapping-end');
        return this.node(false, false);
      }
    }
    this.state = 'flow-sequence-entry-mapping-end';
    return emptyScalar(token.start);
  }

  private flowMappingKey(first: boolean): YamlEvent {
    if (first) {
      this.marks.push(this.peek().start);
      this.skipToken();
    }
    let token = this.peek();
    if (token.type !== 'flow-mapping-end') {
      if (!first) {
        if (token.type !== 'flow-entry') {
          this.marks.pop();
          this.fail("did not find expected ',' or '}'", token.start, 'while parsing a flow mapping');
        }
        this.skipToken();
        token = this.peek();
      }
      if (token.type === 'key') {
        this.skipToken();
        token = this.peek();
        if (token.type !== 'value' && token.type !== 'flow-entry' && token.type !== 'flow-mapping-end') {
          this.states.push('flow-mapping-value');
          return this.node(false, false);
        }
        this.state = 'flow-mapping-value';
        return emptyScalar(token.start);
      }
      if (token.type !== 'flow-mapping-end') {
        this.states.push('flow-mapping-empty-value');
        return this.node(false, false);
      }
    }
    this.pop();
    this.marks.pop();
    this.skipToken();
    return { type: 'mapping-end', end: token.end };
  }

  private flowMappingValue(empty: boolean): YamlEvent {
    let token = this.peek();
    if (empty) {
      this.state = 'flow-mapping-key';
      return emptyScalar(token.start);
    }
    if (token.type === 'value') {
      this.skipToken();
      token = this.peek();
      if (token.type !== 'flow-entry' && token.type !== 'flow-mapping-end') {
        this.states.push('flow-mapping-key');
        return this.node(false, false);
      }
    }
    this.state = 'flow-mapping-key';
    return emptyScalar(token.start);
  }
}

function emptyScalar(mark: Mark): ScalarEvent {
  return {
    type: 'scalar',
    tag: '',
    value: '',
    implicit: true,
    style: 'plain',
    start: mark,
    end: mark,
    empty: true,
  };
}
