/** The one use server tests make of jsdom (which ships no types): reading a rendered page as a document. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly document: Document };
  }
}
