/**
 * Upper bounds of a lead's fields (this project's addition): nobody's name is 100 KB. A file of their own:
 * a form sets them on its controls as it first shows, before it needs the rules themselves (see lead-rules).
 */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  countryCode: 8,
  company: 200,
  employees: 10_000_000,
  message: 5000,
} as const;
