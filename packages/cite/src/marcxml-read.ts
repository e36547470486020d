/**
 * Reads MARCXML back (MARC21 slim as toMarcxmlCollection writes it): a small strict XML reader for that subset —
 * elements, double-quoted attributes, text, the five predefined entities and character references — that refuses
 * anything malformed (unclosed or crossed tags, a raw `<` or `&`, characters XML 1.0 forbids). The export's tests
 * and receivers check documents with it; no XML library needed.
 */

export interface MarcxmlDataField {
  tag: string;
  ind1: string;
  ind2: string;
  subfields: { code: string; value: string }[];
}

export interface MarcxmlRecord {
  controlFields: Record<string, string>;
  dataFields: MarcxmlDataField[];
}

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;

/**
 * Whether XML 1.0 may carry this code point at all (its `Char` production): tab, newline, CR, and everything from
 * U+0020 but lone surrogates, U+FFFE and U+FFFF.
 */
export function isXmlCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

export class MarcxmlReadError extends Error {
  constructor(message: string, position: number) {
    super(`Malformed MARCXML at character ${position}: ${message}`);
    this.name = 'MarcxmlReadError';
  }
}

function decodeText(raw: string, position: number): string {
  if (raw.includes('<')) {
    throw new MarcxmlReadError('raw "<" in text', position);
  }
  for (const character of raw) {
    if (!isXmlCharacter(character.codePointAt(0)!)) {
      throw new MarcxmlReadError('a character XML 1.0 forbids', position);
    }
  }
  return raw.replace(/&([^;\s&]*);|&/g, (match, entity: string | undefined) => {
    if (entity === undefined) {
      throw new MarcxmlReadError('raw "&" in text', position);
    }
    const numeric = /^#(x[0-9A-Fa-f]+|\d+)$/.exec(entity);
    if (numeric) {
      const code = numeric[1]!.startsWith('x')
        ? Number.parseInt(numeric[1]!.slice(1), 16)
        : Number(numeric[1]);
      return String.fromCodePoint(code);
    }
    const named = ENTITIES[entity];
    if (named === undefined) {
      throw new MarcxmlReadError(`unknown entity ${match}`, position);
    }
    return named;
  });
}

function parseAttributes(source: string, position: number): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /\s+([^\s=]+)="([^"]*)"/gy;
  let consumed = 0;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const [, name, value] = match;
    if (!NAME.test(name!) || Object.hasOwn(attributes, name!)) {
      throw new MarcxmlReadError(`bad or repeated attribute ${name}`, position);
    }
    attributes[name!] = decodeText(value!, position);
    consumed = pattern.lastIndex;
  }
  if (source.slice(consumed).trim() !== '') {
    throw new MarcxmlReadError(`unreadable attributes "${source.slice(consumed)}"`, position);
  }
  return attributes;
}

/** The document's root element; throws MarcxmlReadError on anything not well-formed. */
function parseXml(xml: string): XmlElement {
  let position = 0;
  const declaration = /^\uFEFF?<\?xml[^?]*\?>/.exec(xml);
  if (declaration) {
    position = declaration[0].length;
  }
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (position < xml.length) {
    const open = xml.indexOf('<', position);
    const textEnd = open === -1 ? xml.length : open;
    const textValue = decodeText(xml.slice(position, textEnd), position);
    const current = stack.at(-1);
    if (current) {
      current.text += textValue;
    } else if (textValue.trim() !== '') {
      throw new MarcxmlReadError('text outside the root element', position);
    }
    if (open === -1) {
      break;
    }
    const close = xml.indexOf('>', open);
    if (close === -1) {
      throw new MarcxmlReadError('unclosed tag', open);
    }
    const tag = xml.slice(open + 1, close);
    position = close + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const element = stack.pop();
      if (!element || element.name !== name) {
        throw new MarcxmlReadError(`</${name}> closes ${element ? `<${element.name}>` : 'nothing'}`, open);
      }
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const nameMatch = /^[^\s/>]+/.exec(body);
    if (!nameMatch || !NAME.test(nameMatch[0])) {
      throw new MarcxmlReadError(`bad tag <${tag}>`, open);
    }
    const element: XmlElement = {
      name: nameMatch[0],
      attributes: parseAttributes(body.slice(nameMatch[0].length), open),
      children: [],
      text: '',
    };
    if (current) {
      current.children.push(element);
    } else if (root) {
      throw new MarcxmlReadError('a second root element', open);
    } else {
      root = element;
    }
    if (!selfClosing) {
      stack.push(element);
    }
  }
  if (stack.length > 0) {
    throw new MarcxmlReadError(`<${stack.at(-1)!.name}> is never closed`, xml.length);
  }
  if (!root) {
    throw new MarcxmlReadError('no root element', 0);
  }
  return root;
}

function requireName(element: XmlElement, expected: string): void {
  if (element.name !== expected) {
    throw new MarcxmlReadError(`<${element.name}> where <${expected}> belongs`, 0);
  }
}

/** The records of a MARCXML `<collection>` (or of a lone `<record>`), in document order. */
export function readMarcxml(xml: string): MarcxmlRecord[] {
  const root = parseXml(xml);
  const recordElements = root.name === 'record' ? [root] : root.children;
  if (root.name === 'collection' && root.attributes.xmlns !== 'http://www.loc.gov/MARC21/slim') {
    throw new MarcxmlReadError('the collection is not in the MARC21 slim namespace', 0);
  }
  if (root.name !== 'record' && root.name !== 'collection') {
    throw new MarcxmlReadError(`root <${root.name}> is neither <collection> nor <record>`, 0);
  }
  return recordElements.map((recordElement) => {
    requireName(recordElement, 'record');
    const record: MarcxmlRecord = { controlFields: {}, dataFields: [] };
    for (const field of recordElement.children) {
      const tag = field.attributes.tag ?? '';
      if (field.name === 'controlfield') {
        record.controlFields[tag] = field.text;
        continue;
      }
      requireName(field, 'datafield');
      record.dataFields.push({
        tag,
        ind1: field.attributes.ind1 ?? ' ',
        ind2: field.attributes.ind2 ?? ' ',
        subfields: field.children.map((subfield) => {
          requireName(subfield, 'subfield');
          return { code: subfield.attributes.code ?? '', value: subfield.text };
        }),
      });
    }
    return record;
  });
}

/** The values of one subfield across the fields of a tag (`subfieldValues(record, '245', 'a')`). */
export function subfieldValues(record: MarcxmlRecord, tag: string, code: string): string[] {
  return record.dataFields
    .filter((field) => field.tag === tag)
    .flatMap((field) => field.subfields.filter((subfield) => subfield.code === code))
    .map((subfield) => subfield.value);
}
