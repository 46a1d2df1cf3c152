import { Zap, GraduationCap } from "lucide-react";
import type { Route } from "./+types/ops";
import { ServicePage } from "~/components/service-page";
import { ops as en } from "~/content/en/ops";
import { ops as fr } from "~/content/fr/ops";
import { ops as nl } from "~/content/nl/ops";
import { serviceMeta } from "~/seo/structured-data";
import { useLocale } from "~/i18n/use-locale";

const copy = { en, fr, nl };
const featureIcons = [Zap, GraduationCap] as const;

export const meta: Route.MetaFunction = serviceMeta("ops", copy);

export default function Ops() {
  return <ServicePage service="ops" copy={copy[useLocale()]} featureIcons={featureIcons} />;
}
