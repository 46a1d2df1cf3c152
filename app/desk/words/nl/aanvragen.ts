/** "1 aanvraag", "3 aanvragen": the Dutch count of leads the inbox and the banners say. */
export const aanvragen = (n: number) => (n === 1 ? "1 aanvraag" : `${n} aanvragen`);
