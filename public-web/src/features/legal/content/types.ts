export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** Rendered as a table. */
  table?: { head: [string, string, string]; rows: Array<[string, string, string]> };
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** docs/screens.md §2 Legal pages: "Static text with the line 'Last updated: December 12, 2025'". */
export const LAST_UPDATED = 'Last updated: December 12, 2025';
