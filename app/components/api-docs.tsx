import type { ApiEndpoint, ApiFieldDoc } from "../pages/api/endpoints.js";
import { OTHER_ENDPOINTS, PAYLOAD_ENDPOINTS } from "../pages/api/endpoints.js";
import { formatCount } from "../text/format.js";

/** What the /api page receives from its loader. */
export interface ApiDocsData {
  version: number;
  siteUrl: string;
  rateLimit: number;
  pageSize: number;
  exampleArticleId: number | null;
  /** The story of that article, for the story page's example. */
  exampleStoryId: number | null;
  envelope: ApiFieldDoc[];
  card: ApiFieldDoc[];
  detail: ApiFieldDoc[];
  listing: ApiFieldDoc[];
}

function FieldTable({ id, caption, fields }: { id: string; caption: string; fields: ApiFieldDoc[] }) {
  return (
    <div className="table-scroll api-table" role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Campo</th>
            <th scope="col">Tipo</th>
            <th scope="col">Qué es</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">
                <code>{field.name}</code>
              </th>
              <td>{field.type}</td>
              <td>{field.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A path that may wrap after each slash and before its query, never inside a word (narrow screens). */
function BreakablePath({ path }: { path: string }) {
  const pieces = path.split(/(?<=\/)|(?=[?[])/);
  return (
    <code>
      {pieces.map((piece, index) => (
        <span key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </span>
      ))}
    </code>
  );
}

function EndpointTable({
  id,
  caption,
  endpoints,
  articleId,
  storyId,
}: {
  id: string;
  caption: string;
  endpoints: readonly ApiEndpoint[];
  articleId: number | null;
  storyId: number | null;
}) {
  return (
    <div className="table-scroll api-table api-endpoints" role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Ruta</th>
            <th scope="col">Qué contiene</th>
          </tr>
        </thead>
        <tbody>
          {endpoints.map((endpoint) => {
            const unknown =
              (articleId === null && endpoint.example.includes("{id}")) || (storyId === null && endpoint.example.includes("{historia}"));
            const example = unknown ? null : endpoint.example.replace("{id}", String(articleId)).replace("{historia}", String(storyId));
            return (
              <tr key={endpoint.path}>
                <th scope="row">
                  <BreakablePath path={endpoint.path} />
                  {endpoint.page ? (
                    <>
                      <br />
                      <span className="api-page-id">
                        page: <code>{endpoint.page}</code>
                      </span>
                    </>
                  ) : null}
                </th>
                <td>
                  {endpoint.about}
                  {example ? (
                    <span className="api-example">
                      Ejemplo: {/* A plain link: these are JSON and XML answers, not pages of the app. */}
                      <a href={example}>
                        <BreakablePath path={example} />
                      </a>
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const SAMPLE_ANSWER = `{
  "version": 1,
  "page": "ventana",
  "path": "/ultima-hora",
  "data": {
    "title": "Última hora",
    "window": "ultima-hora",
    "total": 42,
    "now": 1767225600000,
    "nextHref": "/ultima-hora?antes=1767223800000.1234",
    "articles": [
      {
        "id": 1250,
        "title": "Titular del periódico",
        "summary": "Resumen del periódico…",
        "publishedAt": 1767225180000,
        "imageUrl": null,
        "newspaper": { "slug": "el-tiempo", "name": "El Tiempo" },
        "category": { "slug": "politica", "name": "Política" },
        "departments": [{ "slug": "bogota", "name": "Bogotá D.C." }],
        "coverage": 3
      }
    ]
  }
}`;

/** /api: the public read-only API, documented in Spanish; plain server-rendered HTML, no script needed. */
export function ApiDocs({ data }: { data: ApiDocsData }) {
  const site = data.siteUrl.replace(/\/$/, "");
  return (
    <div className="api-docs">
      <div className="page-heading">
        <h1>API pública de lectura</h1>
        <p className="page-description">
          Los datos de cada página de Rotativa en JSON, para desarrolladores, investigadores y redacciones. Sin registro ni clave: solo
          lectura, versión {data.version}.
        </p>
      </div>

      <section aria-labelledby="api-licencia" className="notice api-licence">
        <h2 id="api-licencia">Licencia y atribución</h2>
        <p>
          Los titulares, resúmenes e imágenes pertenecen a sus periódicos. Rotativa los reúne y enlaza siempre a la noticia original. Si los
          reutiliza, nombre al periódico y enlace a la noticia original (el campo <code>url</code> de{" "}
          <code>/articulos/{"{id}"}/_payload.json</code>), como hace Rotativa.
        </p>
      </section>

      <section aria-labelledby="api-como" className="prose">
        <h2 id="api-como">Cómo funciona</h2>
        <p>
          Añada <code>/_payload.json</code> a la ruta de cualquier página (antes de la consulta, si la tiene) y obtendrá los mismos datos
          que muestra la página, en JSON (<code>application/json</code>), con los mismos parámetros y las mismas validaciones:
        </p>
        <pre className="api-code" tabIndex={0} aria-label="Ejemplo de solicitud">
          <code>
            curl {site}/ultima-hora/_payload.json{"\n"}curl &apos;{site}/busqueda/_payload.json?q=reforma&amp;orden=recientes&apos;
          </code>
        </pre>
        <p>
          Cada respuesta llega en un sobre con la versión de la forma de los datos, qué página es y su ruta. Las horas son enteros en
          milisegundos desde 1970-01-01 UTC.
        </p>
        <pre className="api-code" tabIndex={0} aria-label="Ejemplo de respuesta, abreviado">
          <code>{SAMPLE_ANSWER}</code>
        </pre>
      </section>

      <section aria-labelledby="api-rutas">
        <h2 id="api-rutas">Rutas</h2>
        <EndpointTable
          id="api-rutas-paginas"
          caption="Datos de las páginas"
          endpoints={PAYLOAD_ENDPOINTS}
          articleId={data.exampleArticleId}
          storyId={data.exampleStoryId}
        />
        <EndpointTable
          id="api-rutas-otras"
          caption="Fuentes y esquema"
          endpoints={OTHER_ENDPOINTS}
          articleId={data.exampleArticleId}
          storyId={data.exampleStoryId}
        />
      </section>

      <section aria-labelledby="api-campos">
        <h2 id="api-campos">Campos</h2>
        <p className="prose">
          La lista completa, página por página, está en el esquema JSON (<a href="/api/esquema.json">/api/esquema.json</a>, JSON Schema
          2020-12), generado de las mismas definiciones con que el servidor valida cada respuesta. Estos son los campos más usados:
        </p>
        <FieldTable id="api-campos-sobre" caption="El sobre de cada respuesta" fields={data.envelope} />
        <FieldTable
          id="api-campos-listado"
          caption="Un listado (data de las ventanas, categorías, periódicos y departamentos)"
          fields={data.listing}
        />
        <FieldTable id="api-campos-noticia" caption="Una noticia en un listado (ArticleCard)" fields={data.card} />
        <FieldTable id="api-campos-detalle" caption="Además, en la página de una noticia (ArticleDetail)" fields={data.detail} />
      </section>

      <section aria-labelledby="api-limites" className="prose">
        <h2 id="api-limites">Límites, caché y errores</h2>
        <ul>
          <li>
            {data.rateLimit > 0 ? (
              <>
                Hasta {formatCount(data.rateLimit)} solicitudes por minuto por dirección IP; pasado el límite, la respuesta es{" "}
                <code>429</code> con <code>Retry-After</code> (segundos que faltan). Las búsquedas cuentan además en el límite de la página
                de búsqueda.
              </>
            ) : (
              <>Este servidor no limita las solicitudes por dirección.</>
            )}
          </li>
          <li>
            Los listados traen {data.pageSize} noticias por página; la siguiente está en <code>nextHref</code>.
          </li>
          <li>
            Las respuestas dicen cuánto pueden guardarse (<code>Cache-Control</code>: 30 segundos los listados, 5 minutos las noticias) y
            traen un <code>ETag</code>: pregunte con <code>If-None-Match</code> y recibirá <code>304</code> sin cuerpo si nada cambió.
          </li>
          <li>
            Abiertas a cualquier sitio (CORS, <code>Access-Control-Allow-Origin: *</code>), sin cookies ni credenciales.
          </li>
          <li>
            Una ruta o un valor que no existe responde <code>404</code> con{" "}
            <code>{'{"error":"Page Not Found: /categorias/no-existe/_payload.json"}'}</code>. Un filtro no válido responde <code>400</code>{" "}
            con los datos sin ese filtro y el motivo en español (<code>issues</code> o <code>filters.problems</code>).
          </li>
          <li>
            Versiones: añadir un campo o una ruta no cambia <code>version</code>; quitar, renombrar o cambiar el tipo o el sentido de un
            campo sí.
          </li>
        </ul>
      </section>

      <section aria-labelledby="api-fuentes" className="prose">
        <h2 id="api-fuentes">Fuentes</h2>
        <p>
          <a href="/fuentes.opml">/fuentes.opml</a> reúne las fuentes de todos los periódicos que lee Rotativa en OPML 2.0: impórtelo en su
          lector de noticias. <a href="/fuentes.json">/fuentes.json</a> trae lo mismo en JSON, con el departamento de cada periódico
          regional y la sección de cada fuente.
        </p>
      </section>
    </div>
  );
}
