import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { ArticleFields, ArticleIssues } from "../article-fields";
import { emptyArticle } from "../article-form";
import { articleWithImage } from "../article-image.server";
import { articleWordsFor } from "../article-words";
import { contentWordsFor } from "../content-words";
import { mediaWordsFor } from "~/media/media-words";
import { postedForm, signedIn } from "../guard.server";
import { EntryHeading } from "../entry-parts";
import { buttonClass, CsrfField } from "../ui";

export const meta: MetaFunction = () => [{ title: "New article · Lead desk" }, { name: "robots", content: "noindex" }];

export function loader({ context }: LoaderFunctionArgs) {
  const { session } = signedIn(context);
  return { lang: session.operator.language, csrf: session.csrf, today: new Date().toISOString().slice(0, 10) };
}

/** A new draft with its image, checked by the schema; refused with what is wrong and the form as posted, nothing stored. */
export async function action({ context }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const { values, refusal } = await articleWithImage(desk, session.operator, postedForm(context));
  if (refusal) return data({ values, refusal }, { status: 400 });
  const result = await desk.content.articles.create(session.operator.name, values);
  if (result.ok) return redirect(`/desk/content/articles/${result.id}?done=created`);
  return data({ values, refusal: "issues" in result ? { issues: result.issues } : { reason: result.reason } }, { status: 400 });
}

export default function NewArticlePage() {
  const { lang, csrf, today } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const w = contentWordsFor(lang);
  const a = articleWordsFor(lang);
  const missing = w.state.missing;
  return (
    <div className="space-y-6">
      <EntryHeading back={a.back} title={a.newArticle} done={undefined} />
      <ArticleIssues refusal={refused?.refusal} w={w} a={a} />
      <form method="post" encType="multipart/form-data" className="space-y-4">
        <CsrfField token={csrf} />
        <ArticleFields
          values={refused?.values ?? emptyArticle(today)}
          w={w}
          a={a}
          states={{ en: missing, fr: missing, nl: missing }}
          fixedSlug={false}
          mw={mediaWordsFor(lang)}
        />
        <button type="submit" className={buttonClass}>
          {w.create}
        </button>
      </form>
    </div>
  );
}
