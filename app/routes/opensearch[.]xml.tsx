import type { LoaderFunctionArgs } from "@remix-run/node";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * /opensearch.xml: the OpenSearch description that lets browsers offer Rotativa as a search
 * engine (linked from every page's <head>). URLs are absolute, from SITE_URL.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const site = escapeXml(context.config.siteUrl);
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>Rotativa</ShortName>
  <Description>Buscar en las noticias de los periódicos de Colombia</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>es-CO</Language>
  <Image width="16" height="16" type="image/svg+xml">${site}/favicon.svg</Image>
  <Url type="text/html" method="get" template="${site}/busqueda?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${site}/opensearch.xml"/>
  <moz:SearchForm>${site}/busqueda</moz:SearchForm>
</OpenSearchDescription>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/opensearchdescription+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
