import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { deskWords } from "../words";
import { signedIn } from "../guard.server";
import { relayWords, sendingVerdict } from "../sending-verdict";
import { formatTime, IntentButton, PageTitle, secondaryButtonClass } from "~/components/operator-ui";
import { deskMeta } from "../page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => deskMeta(data?.lang, (t) => t.sending.title);

/** The sending domain's SPF, DKIM and DMARC as last checked (the first check is awaited if it is still running). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const report = desk.sending ? (desk.sending.latest() ?? (await desk.sending.checkNow().catch(() => undefined))) : undefined;
  return { lang: session.operator.language, csrf: session.csrf, report: report ?? null, checking: Boolean(desk.sending) };
}

/** "Check again": after a DNS change, the operator need not wait for tomorrow's check. */
export async function action({ context }: ActionFunctionArgs) {
  const { desk } = signedIn(context);
  await desk.sending?.checkNow().catch(() => undefined);
  return redirect("/desk/sending");
}

const checks = ["spf", "dkim", "dmarc"] as const;

export default function SendingPage() {
  const { lang, csrf, report, checking } = useLoaderData<typeof loader>();
  const t = deskWords(lang).sending;
  return (
    <div className="max-w-3xl space-y-6">
      <PageTitle>{t.title}</PageTitle>
      {report ? (
        <>
          <p className="max-w-prose text-ink">{t.intro(report.domain)}</p>
          <p className="text-muted">
            {t.checkedAt(formatTime(report.checkedAt, lang))} {relayWords(t, report)}
          </p>
          <ol className="space-y-4">
            {checks.map((check) => {
              const result = report[check];
              return (
                <li key={check} data-check={check} className="space-y-2 rounded-lg border border-line p-4 text-ink">
                  <h2 className="flex flex-wrap items-center gap-3 text-lg font-bold">
                    {t.names[check]}
                    <span
                      data-verdict={result.ok ? "ok" : "attention"}
                      className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${result.ok ? "border-line-strong bg-tint-strong" : "border-danger text-danger"}`}
                    >
                      {result.ok ? t.ok : t.attention}
                    </span>
                  </h2>
                  <p>{sendingVerdict(t, report, check)}</p>
                  <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="font-semibold">{t.lookedUp}</dt>
                    <dd className="font-mono break-all">{result.name}</dd>
                    <dt className="font-semibold">{t.found}</dt>
                    <dd className="font-mono break-all whitespace-pre-wrap">{result.record ?? t.nothingFound}</dd>
                  </dl>
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <p className="max-w-prose text-ink">{checking ? t.notYet : t.noSmtp}</p>
      )}
      {checking && (
        <IntentButton csrf={csrf} className={secondaryButtonClass}>
          {t.checkAgain}
        </IntentButton>
      )}
    </div>
  );
}
