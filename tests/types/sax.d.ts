// The part of sax (no bundled types) that tests/build uses to check the feeds are well-formed XML.
declare module 'sax' {
  interface SAXParser {
    onerror: (error: Error) => void;
    onopentag: (node: { name: string; attributes: Record<string, string> }) => void;
    onclosetag: (name: string) => void;
    ontext: (text: string) => void;
    write(xml: string): SAXParser;
    close(): SAXParser;
  }
  export function parser(strict: boolean, options?: Record<string, unknown>): SAXParser;
}
