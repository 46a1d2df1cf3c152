/**
 * /desk/content/address/:id: changing a case study's or an article's addresses (one per language). A change goes back to
 * the entry's page ("Address changed."); a refused one is shown here with what was typed and why.
 */
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { field, signedIn } from "~/desk/guard.server";
import { entryPost } from "../entry-post.server";
import { PageTitle } from "~/components/operator-ui";
import { locales } from "~/i18n/locale";
import type { Slugs } from "~/publishing/slugs";
import { SlugField } from "./slug-field";
import { slugWordsFor } from "./words";

export const meta: MetaFunction = () => [{ title: "Address · Lead desk" }, { name: "robots", content: "noindex" }];

export async function loader({ context, params }: LoaderFunctionArgs) {
  const { session } = signedIn(context);
  return { lang: session.operator.language, csrf: session.csrf, id: params.id ?? "" };
}

export async function action({ context, params }: ActionFunctionArgs) {
  const { cms, session, form, id, back, notFound } = entryPost(context, params);
  const slugs = Object.fromEntries(locales.map((l) => [l, field(form, `slug.${l}`)])) as Slugs;
  const result = await cms.slugs.rename(session.operator.name, id, slugs);
  if (result === "not-found") throw notFound();
  if (result === "done") return redirect(`${back}?address=changed#address`);
  return data({ back, slugs, refusal: result }, { status: 400 });
}

export default function AddressPage() {
  const { lang, csrf, id } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <PageTitle>{slugWordsFor(lang).title}</PageTitle>
      <SlugField
        entryId={id}
        slugs={refused?.slugs ?? { en: "", fr: "", nl: "" }}
        back={refused?.back ?? `/desk/content/${id}`}
        csrf={csrf}
        lang={lang}
        refusal={refused?.refusal}
      />
    </div>
  );
}
