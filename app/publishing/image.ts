/**
 * The image model moved down to ~/content/image (a lower layer: the content's types use it). This
 * face stays only for the files being moved as it moved (the storage's media store, the content
 * desk's forms); once they import ~/content/image, it goes.
 */
export * from "~/content/image";
