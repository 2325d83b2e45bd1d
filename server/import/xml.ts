import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { badInput } from '../domain/errors.ts';

/** What a reader of one XML document hears, element by element (names as written, with their prefix). */
export interface XmlListener {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

/**
 * Reads an XML document as events (saxes, a non-validating streaming parser). A document type declaration is refused
 * outright: no file of the formats read has one, and it is where entity expansions ("billion laughs") and external
 * entities live. saxes knows only XML's five entities and character references; any other is an error, also refused.
 */
export function readXml(xml: string, what: string, listener: XmlListener): void {
  const parser = new SaxesParser();
  parser.on('doctype', () => {
    throw badInput(`The ${what} has a document type declaration (<!DOCTYPE …>), which is not accepted: it may define entities.`);
  });
  parser.on('opentag', (tag: SaxesTagPlain) => listener.open?.(tag.name, tag.attributes as Record<string, string>));
  parser.on('text', (text) => listener.text?.(text));
  parser.on('cdata', (text) => listener.text?.(text));
  parser.on('closetag', (tag) => listener.close?.(tag.name));
  try {
    parser.write(xml).close();
  } catch (error) {
    if ((error as { extensions?: unknown }).extensions) throw error;
    throw badInput(`The ${what} is not well-formed XML: ${(error as Error).message.split('\n')[0].slice(0, 200)}`);
  }
}
