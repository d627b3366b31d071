import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StoryPage } from "../components/story-page.js";
import { loadStoryPageOr404 } from "../pages/page-loaders.server.js";
import { absoluteUrl, breadcrumbList, seoMeta, shortDescription, SITE_NAME, siteUrlOf } from "../pages/seo.js";
import "../first-visit.js";

export const loader = (args: LoaderFunctionArgs) => loadStoryPageOr404(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: SITE_NAME }];
  const siteUrl = siteUrlOf(matches);
  const { story, versions } = data;
  const path = `/historias/${story.id}`;
  const names = [...new Set(versions.map((version) => version.newspaper.name))];
  const told = names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} y ${names.length - 3} más`;
  return seoMeta(siteUrl, {
    title: `${story.title} · cobertura completa · ${SITE_NAME}`,
    description: shortDescription(
      `En ${story.newspapers === 1 ? "1 periódico" : `${story.newspapers} periódicos`} (${told}). ${story.summary}`,
    ),
    path,
    image: story.imageUrl,
    rss: { href: `${path}/rss.xml`, title: `${story.title} · cobertura completa` },
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: story.title,
        url: absoluteUrl(siteUrl, path),
        numberOfItems: versions.length,
        itemListOrder: "https://schema.org/ItemListOrderAscending",
        itemListElement: versions.map((version, index) => ({
          "@type": "ListItem",
          position: index + 1,
          item: {
            "@type": "NewsArticle",
            headline: version.title.slice(0, 110),
            url: absoluteUrl(siteUrl, `/articulos/${version.id}`),
            isBasedOn: version.url,
            datePublished: new Date(version.publishedAt).toISOString(),
            publisher: { "@type": "Organization", name: version.newspaper.name },
            articleSection: version.category.name,
            inLanguage: "es-CO",
          },
        })),
      },
      breadcrumbList(siteUrl, [{ name: story.title, path }]),
    ],
  });
};

/** /historias/{id}: a story whole, in the default layout. */
export default function StoryRoute() {
  const page = useLoaderData<typeof loader>();
  return <StoryPage page={page} />;
}
