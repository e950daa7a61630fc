// One page per entry of the bench's data: plain JavaScript (11ty.js), Eleventy's fastest template language,
// escaping every value as Hugo's and Astro's templates do.
const escape = (value) => String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const links = (list) => list.map((link) => `<a href="${escape(link.href)}">${escape(link.label)}</a>`).join('');

export const data = {
  pagination: { data: 'bench.pages', size: 1, alias: 'entry' },
  permalink: ({ entry }) => (entry.path === '/' ? '/index.html' : `${entry.path}/index.html`),
};

export function render({ bench: { site }, entry }) {
  const { hero, capabilities, next } = entry;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(entry.title)}</title>
<meta name="description" content="${escape(entry.description)}">
</head>
<body>
<header>
<a href="/"><img src="${escape(site.logo.src)}" alt="${escape(site.logo.alt)}" width="${site.logo.width}" height="${site.logo.height}"></a>
<nav aria-label="Main">${links(site.header)}</nav>
</header>
<main>
<section>
<h1>${escape(hero.title)}</h1>
<p>${escape(hero.description)}</p>
<a href="${escape(hero.button.href)}">${escape(hero.button.label)}</a>
</section>
<section id="${escape(capabilities.id)}">
<h2>${escape(capabilities.title)}</h2>
<ul>${capabilities.items.map((item) => `<li data-icon="${escape(item.icon)}"><h3>${escape(item.title)}</h3><p>${escape(item.description)}</p></li>`).join('')}</ul>
</section>
<a href="${escape(next.href)}">${escape(next.label)}</a>
</main>
<footer>
<p>${escape(site.company)}: ${escape(site.blurb)}</p>
<nav aria-label="Footer">${links(site.footer)}</nav>
</footer>
</body>
</html>
`;
}
