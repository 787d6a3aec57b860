import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { Fields } from './signature';

// Freedom Pay answers in XML (<response>…</response>) and sends the card-saving result as XML in
// the form field pg_xml. Read with the order of the elements kept, since the signature depends on it.

const parser = new XMLParser({ preserveOrder: true, parseTagValue: false, ignoreAttributes: true, processEntities: true });
const builder = new XMLBuilder({ format: false, processEntities: true });

type Ordered = Array<Record<string, Ordered | string>>;

function fieldsOf(nodes: Ordered): Fields {
  const fields: Array<readonly [string, string | Fields]> = [];
  for (const node of nodes) {
    for (const [name, value] of Object.entries(node)) {
      if (name === '#text' || name === '?xml' || name === ':@') continue;
      const children = value as Ordered;
      const text = children.every((child) => '#text' in child);
      fields.push([name, text ? children.map((child) => String(child['#text'])).join('') : fieldsOf(children)]);
    }
  }
  return fields;
}

/** The fields of a document's root element (<response> or <request>), in order; undefined when it is not XML. */
export function readXml(text: string): Fields | undefined {
  try {
    const nodes = parser.parse(text) as Ordered;
    const root = nodes.find((node) => Object.keys(node).some((name) => name !== '?xml'));
    const rootName = root && Object.keys(root).find((name) => name !== '?xml' && name !== ':@');
    if (!root || !rootName || typeof root[rootName] === 'string') return undefined;
    return fieldsOf(root[rootName] as Ordered);
  } catch {
    return undefined;
  }
}

/** The first text value of each name (what a reader of the message needs). */
export function textsOf(fields: Fields): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of fields) if (typeof value === 'string' && !(name in texts)) texts[name] = value;
  return texts;
}

/** A flat message as an XML document under `root`. */
export function writeXml(root: 'response' | 'request', fields: Record<string, string>): string {
  return `<?xml version="1.0" encoding="utf-8"?>${builder.build({ [root]: fields })}`;
}
