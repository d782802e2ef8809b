const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Markup built by `html`; as an interpolation it is kept as it is, where any other value is escaped. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

function piece(value: unknown): string {
  if (value instanceof Html) return value.markup;
  if (Array.isArray(value)) return value.map(piece).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * Tagged template for server-rendered markup: interpolated text is escaped, `Html` values and
 * arrays of them are inserted as they are, and null, undefined and false leave nothing.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return new Html(strings.reduce((out, string, index) => out + piece(values[index - 1]) + string));
}

/** Text with `code` spans (the document's descriptions use them) and blank-line paragraphs. */
export function prose(text: string | undefined): Html {
  if (!text) return new Html('');
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => inline(paragraph));
  return html`${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}`;
}

/** One line of text with its `code` spans. */
export function inline(text: string): Html {
  return new Html(escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>'));
}
