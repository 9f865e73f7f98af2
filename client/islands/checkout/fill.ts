/** Fills the `{name}` placeholders of one of the checkout's words; a placeholder without a value stays as written. */
export const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
