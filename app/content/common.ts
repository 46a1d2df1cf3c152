import { common as en } from "./en/common";
import { common as fr } from "./fr/common";
import { useLocale } from "~/i18n/use-locale";

export const commonCopy = { en, fr };

export function useCommonCopy() {
  return commonCopy[useLocale()];
}
