/*
 * Reads an OPML document back for tests, with htmlparser2's XML mode (independent of the writer in
 * app/pages/api-sources.server.ts): the head's elements as text and the body's outlines as their
 * attributes, nested.
 */
import { parseDocument } from "htmlparser2";

/** One outline: its attributes, and the outlines inside it. */
export interface OpmlOutline {
  [attribute: string]: string | OpmlOutline[] | undefined;
  outlines?: OpmlOutline[];
}

interface Node {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
  data?: string;
}

const elements = (node: Node | undefined, name?: string): Node[] =>
  (node?.children ?? []).filter((child) => child.type === "tag" && (name === undefined || child.name === name));
const text = (node: Node): string =>
  (node.children ?? []).map((child) => (child.type === "text" ? (child.data ?? "") : text(child))).join("");

function outline(node: Node): OpmlOutline {
  const children = elements(node, "outline").map(outline);
  return children.length > 0 ? { ...node.attribs, outlines: children } : { ...node.attribs };
}

/** The document's version, head (element → text) and body outlines; throws when it is not OPML. */
export function parseOpml(xml: string): { version: string; head: Record<string, string>; body: { outlines: OpmlOutline[] } } {
  const document = parseDocument(xml, { xmlMode: true, decodeEntities: true }) as unknown as Node;
  const [root] = elements(document, "opml");
  if (!root) throw new Error("not an OPML document");
  const [head] = elements(root, "head");
  const [body] = elements(root, "body");
  if (!head || !body) throw new Error("OPML without head or body");
  return {
    version: root.attribs?.version ?? "",
    head: Object.fromEntries(elements(head).map((element) => [element.name as string, text(element)])),
    body: { outlines: elements(body, "outline").map(outline) },
  };
}
