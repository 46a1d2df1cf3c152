import { Search, Database } from "lucide-react";
import type { Route } from "./+types/labs";
import { ServicePage } from "~/components/service-page";
import { labs as en } from "~/content/en/labs";
import { labs as fr } from "~/content/fr/labs";
import { labs as nl } from "~/content/nl/labs";
import { serviceMeta } from "~/seo/structured-data";
import { useLocale } from "~/i18n/use-locale";

const copy = { en, fr, nl };
const featureIcons = [Search, Database] as const;

export const meta: Route.MetaFunction = serviceMeta("labs", copy);

export default function Labs() {
  return <ServicePage service="labs" copy={copy[useLocale()]} featureIcons={featureIcons} />;
}
