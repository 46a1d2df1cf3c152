/** The image field's name in the case study form (its fields: image.file, image.id, image.remove). */
export const caseImageField = "image";
