// The baselines of bench/http.bench.mjs, each run as its own process pinned to the server's core:
//   node http-baselines.mjs bare <port> <file>     a bare Node server answering res.end(Buffer)
//   node http-baselines.mjs express <port> <file>  an express app answering res.send(Buffer)
//   node http-baselines.mjs render <file> <ms>     React renderToString of the same markup
// <file> is a JSON file { body (base64), headers } of what the app answered; the servers answer
// those very bytes with those headers. The render baseline builds React elements from the page's
// HTML (parsed once; elements created anew on every render, as components would) and prints the
// CPU milliseconds per render as JSON.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { parseDocument } from "htmlparser2";
import express from "express";

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RENAMED = {
  class: "className",
  for: "htmlFor",
  charset: "charSet",
  "http-equiv": "httpEquiv",
  tabindex: "tabIndex",
  crossorigin: "crossOrigin",
  referrerpolicy: "referrerPolicy",
  srcset: "srcSet",
  fetchpriority: "fetchPriority",
  autocomplete: "autoComplete",
  maxlength: "maxLength",
  minlength: "minLength",
  readonly: "readOnly",
  enterkeyhint: "enterKeyHint",
  inputmode: "inputMode",
  spellcheck: "spellCheck",
  novalidate: "noValidate",
  datetime: "dateTime",
  viewbox: "viewBox",
  "xlink:href": "xlinkHref",
};

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon === -1) continue;
    const name = declaration.slice(0, colon).trim();
    style[name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function toElement(node, key) {
  if (node.type === "text") return node.data;
  if (node.type !== "tag" && node.type !== "script" && node.type !== "style") return null;
  const props = { key };
  for (const [name, value] of Object.entries(node.attribs)) {
    if (name === "style") props.style = styleObject(value);
    else
      props[RENAMED[name] ?? name] =
        value === "" && !name.startsWith("data-") && !name.startsWith("aria-") && name !== "alt" && name !== "value" ? true : value;
  }
  if (node.type === "script" || node.type === "style") {
    const text = node.children.map((child) => child.data ?? "").join("");
    if (text) props.dangerouslySetInnerHTML = { __html: text };
    return createElement(node.name, props);
  }
  if (VOID.has(node.name)) return createElement(node.name, props);
  return createElement(node.name, props, ...node.children.map((child, index) => toElement(child, index)));
}

const [mode, ...args] = process.argv.slice(2);

if (mode === "bare" || mode === "express") {
  const [port, file] = args;
  const page = JSON.parse(readFileSync(file, "utf8"));
  const body = Buffer.from(page.body, "base64");
  const headers = page.headers;
  let server;
  if (mode === "bare") {
    server = createServer((req, res) => {
      res.writeHead(200, headers);
      res.end(body);
    });
  } else {
    const app = express();
    app.get("*", (req, res) => {
      res.set(headers);
      res.send(body);
    });
    server = createServer(app);
  }
  server.listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
} else if (mode === "render") {
  const [file, ms] = args;
  const html = JSON.parse(readFileSync(file, "utf8")).html;
  const document = parseDocument(html.replace(/^<!DOCTYPE html>/i, ""));
  const root = document.children.find((node) => node.type === "tag");
  const render = () => `<!DOCTYPE html>${renderToString(toElement(root, 0))}`;
  const out = render();
  const deadline = performance.now() + Number(ms);
  for (let i = 0; i < 50; i++) render();
  let renders = 0;
  const start = process.cpuUsage();
  while (performance.now() < deadline) {
    render();
    renders += 1;
  }
  const used = process.cpuUsage(start);
  process.stdout.write(
    JSON.stringify({ renders, cpuMsPerRender: (used.user + used.system) / 1000 / renders, bytes: Buffer.byteLength(out) }),
  );
} else {
  console.error("usage: http-baselines.mjs bare|express <port> <file> | render <file> <ms>");
  process.exit(2);
}
