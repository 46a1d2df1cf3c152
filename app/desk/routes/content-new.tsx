import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { mediaWordsFor } from "~/media/media-words";
import { emptyDraft } from "../content-form";
import { draftWithImage } from "../content-image.server";
import { ContentFields } from "../content-fields";
import { ContentIssues } from "../content-issues";
import { contentWordsFor } from "../content-words";
import { postedForm, signedIn } from "../guard.server";
import { EntryHeading } from "../entry-parts";
import { buttonClass, CsrfField } from "../ui";

export const meta: MetaFunction = () => [{ title: "New case study · Lead desk" }, { name: "robots", content: "noindex" }];

export function loader({ context }: LoaderFunctionArgs) {
  const { session } = signedIn(context);
  return { lang: session.operator.language, csrf: session.csrf };
}

/** A new draft, checked by the schema; refused with what is wrong and the form as posted. */
export async function action({ context }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const { values, refusal } = await draftWithImage(desk, session.operator, postedForm(context));
  if (refusal) return data({ values, refusal }, { status: 400 });
  const result = await desk.content.create(session.operator.name, values);
  if (result.ok) return redirect(`/desk/content/${result.id}?done=created`);
  return data({ values, refusal: "issues" in result ? { issues: result.issues } : { reason: result.reason } }, { status: 400 });
}

export default function NewContentPage() {
  const { lang, csrf } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const w = contentWordsFor(lang);
  const missing = w.state.missing;
  return (
    <div className="space-y-6">
      <EntryHeading back={w.back} title={w.newTitle} done={undefined} />
      <ContentIssues refusal={refused?.refusal} w={w} />
      <form method="post" encType="multipart/form-data" className="space-y-4">
        <CsrfField token={csrf} />
        <ContentFields
          values={refused?.values ?? emptyDraft()}
          w={w}
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
