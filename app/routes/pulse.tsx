import { Route as RouteIcon, Send } from "lucide-react";
import type { Route } from "./+types/pulse";
import { ServicePage } from "~/components/service-page";
import { pulse as en } from "~/content/en/pulse";
import { pulse as fr } from "~/content/fr/pulse";
import { pulse as nl } from "~/content/nl/pulse";
import { serviceMeta } from "~/seo/structured-data";
import { useLocale } from "~/i18n/use-locale";

const copy = { en, fr, nl };
const featureIcons = [RouteIcon, Send] as const;

export const meta: Route.MetaFunction = serviceMeta("pulse", copy);

export default function Pulse() {
  return <ServicePage service="pulse" copy={copy[useLocale()]} featureIcons={featureIcons} />;
}
