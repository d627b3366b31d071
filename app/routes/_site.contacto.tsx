import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [
  { title: "Contacto · Rotativa" },
  { name: "description", content: "Escriba al equipo de Rotativa: sugerencias, errores en una noticia, periódicos por agregar." },
];

/** /contacto: how to reach the editors. The form itself is built with its action in its own issue. */
export default function ContactPage() {
  return (
    <>
      <div className="page-heading">
        <h1>Contacto</h1>
        <p className="page-description">
          Escríbanos para sugerir un periódico, avisar de un error en una noticia o hacer una consulta de prensa.
        </p>
      </div>
      <div className="prose">
        <p>
          El formulario de contacto todavía no está disponible. Mientras tanto, si encontró un error en una noticia, la
          versión original siempre está enlazada desde su página en Rotativa.
        </p>
        <p>
          <Link to="/reportes">Vea cómo cubrimos cada región en los reportes.</Link>
        </p>
      </div>
    </>
  );
}
