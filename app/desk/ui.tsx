/** The operators' pages' kit lives in ~/components/operator-ui.tsx (access, the desk and the content engine share it). */
export * from "~/components/operator-ui";
