/** The form field names of an image field called `name` (ImageField writes them, DeskMedia.fromForm reads them). */
export const imageFieldNames = (name: string) => ({
  file: `${name}.file`,
  current: `${name}.id`,
  remove: `${name}.remove`,
  focalX: `${name}.focalX`,
  focalY: `${name}.focalY`,
});
