import { common as en } from "./en/common";
import { common as fr } from "./fr/common";
import { common as nl } from "./nl/common";
import type { Locale } from "~/i18n/locale";
import type { Copy } from "./types";
import { useLocale } from "~/i18n/use-locale";

export const commonCopy: Record<Locale, Copy<typeof en>> = { en, fr, nl };

export function useCommonCopy() {
  return commonCopy[useLocale()];
}
