/** Sample data for the UI stories: books and libraries shaped like the API's. */

export interface StoryBook {
  id: number;
  title: string;
  author: string;
  isbn: string;
  available: boolean;
  availableCopies: number;
  imageBase64?: string;
}

const titles = [
  ['Dune', 'Frank Herbert'],
  ['The Left Hand of Darkness', 'Ursula K. Le Guin'],
  ['Middlemarch', 'George Eliot'],
  ['Beloved', 'Toni Morrison'],
  ['One Hundred Years of Solitude', 'Gabriel García Márquez'],
  ['The Remains of the Day', 'Kazuo Ishiguro'],
  ['Invisible Cities', 'Italo Calvino'],
  ['Things Fall Apart', 'Chinua Achebe'],
  ['Pride and Prejudice', 'Jane Austen'],
  ['The Name of the Rose', 'Umberto Eco'],
  ['Ficciones', 'Jorge Luis Borges'],
  ['Mrs Dalloway', 'Virginia Woolf'],
  ['Ángela', 'Ana Ñúñez'],
  ['Brave New World', 'Aldous Huxley'],
  ['Great Expectations', 'Charles Dickens'],
  ['The Master and Margarita', 'Mikhail Bulgakov'],
] as const;

/** A tiny cover: a 1×1 JPEG would do, but a coloured SVG shows where the image goes. */
const cover = (hue: number) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="56"><rect width="40" height="56" fill="hsl(${hue} 45% 55%)"/></svg>`,
  )}`;

/** 32 books: two editions of each title, every third without an image, every fourth unavailable. */
export const books: StoryBook[] = Array.from({ length: 32 }, (_, i) => {
  const [title, author] = titles[i % titles.length]!;
  const edition = i < titles.length ? '' : ' (2nd ed.)';
  return {
    id: i + 1,
    title: `${title}${edition}`,
    author,
    isbn: `978-0-${String(140000 + i * 137).padStart(6, '0')}-${i % 10}`,
    available: i % 4 !== 3,
    availableCopies: i % 4 === 3 ? 0 : (i % 5) + 1,
    imageBase64: i % 3 === 2 ? undefined : cover((i * 47) % 360),
  };
});

export interface StoryLibrary {
  id: number;
  name: string;
  city: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
}

const cities = ['Springfield', 'Shelbyville', 'Capital City', 'Ogdenville', 'North Haverbrook'];

export const libraries: StoryLibrary[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `${['Central', 'Riverside', 'Oak Park', 'Harbour', 'Hillcrest', 'Westgate'][i % 6]} Library${i >= 6 ? ' Annex' : ''}`,
  city: cities[i % cities.length]!,
  contactEmail: `library${i + 1}@example.org`,
  contactPhone: `555-01${String(i).padStart(2, '0')}`,
  address: `${10 + i * 3} Main Street`,
}));

export const topBooks = [
  { label: 'Dune', value: 42 },
  { label: 'The Left Hand of Darkness', value: 35 },
  { label: 'Middlemarch', value: 27 },
  { label: 'Beloved', value: 24 },
  { label: 'One Hundred Years of Solitude', value: 19 },
  { label: 'Invisible Cities', value: 12 },
  { label: 'Things Fall Apart', value: 9 },
  { label: 'Ficciones', value: 4 },
];
