/**
 * The smallest site.yaml that passes the check: what an empty manifest's message offers to start from.
 * A test loads it, so it stays valid as the schemas change.
 */
export const SMALLEST_MANIFEST = `settings:
  company: Your Company
  baseUrl: https://www.example.com
  email: hello@example.com
  blurb: What your company does, in one line.
  logo: { src: /images/brand.svg, alt: Your Company, width: 300, height: 90 }
  social: { label: LinkedIn, href: "https://www.linkedin.com/company/example" }
navigation:
  header:
    - title: Company
      items:
        - { title: Home, href: / }
  footer:
    quickLinks: []
    legal: []
routes:
  - path: /
    title: Home
    description: What visitors find on this site.
    blocks:
      - type: page-hero
        title: Welcome
`;
