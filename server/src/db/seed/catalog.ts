// The demo catalog: classics whose texts are in the public domain, so any library could lend them.

export interface DemoBook {
  title: string;
  author: string;
  category: string;
  description: string;
}

export const DEMO_CATEGORIES = [
  'Fiction',
  'Mystery',
  'Science Fiction',
  'Fantasy',
  'Children',
  'History',
  'Science',
  'Poetry',
];

export const RIVERSIDE_BOOKS: DemoBook[] = [
  {
    title: 'Pride and Prejudice',
    author: 'Jane Austen',
    category: 'Fiction',
    description:
      'Elizabeth Bennet meets the proud Mr Darcy, and first impressions prove hard to shake in this sharp comedy of manners.',
  },
  {
    title: 'Emma',
    author: 'Jane Austen',
    category: 'Fiction',
    description:
      'Handsome, clever and rich, Emma Woodhouse meddles in the love lives of Highbury, with results she never expected.',
  },
  {
    title: 'Middlemarch',
    author: 'George Eliot',
    category: 'Fiction',
    description:
      'A provincial town at a time of reform, seen through the ambitions and marriages of Dorothea Brooke and Tertius Lydgate.',
  },
  {
    title: 'Great Expectations',
    author: 'Charles Dickens',
    category: 'Fiction',
    description:
      'The orphan Pip rises from the marshes of Kent to London society, helped by a secret benefactor.',
  },
  {
    title: 'Moby-Dick',
    author: 'Herman Melville',
    category: 'Fiction',
    description:
      'Ishmael ships aboard the Pequod, whose captain will chase the white whale to the ends of the sea.',
  },
  {
    title: 'The Hound of the Baskervilles',
    author: 'Arthur Conan Doyle',
    category: 'Mystery',
    description:
      'A spectral hound haunts the moors of Devon, and Sherlock Holmes sends Watson ahead to watch the Baskerville heir.',
  },
  {
    title: 'The Moonstone',
    author: 'Wilkie Collins',
    category: 'Mystery',
    description:
      'A cursed Indian diamond vanishes on the night of a birthday party, and every witness tells a different story.',
  },
  {
    title: 'The Time Machine',
    author: 'H. G. Wells',
    category: 'Science Fiction',
    description:
      'A Victorian inventor travels to the year 802,701 and finds humanity split into two strange races.',
  },
  {
    title: 'Twenty Thousand Leagues Under the Seas',
    author: 'Jules Verne',
    category: 'Science Fiction',
    description:
      'Professor Aronnax is taken aboard the Nautilus and tours the oceans with the mysterious Captain Nemo.',
  },
  {
    title: 'Frankenstein',
    author: 'Mary Shelley',
    category: 'Science Fiction',
    description:
      'Victor Frankenstein gives life to a creature, then abandons it, with terrible consequences for both.',
  },
  {
    title: "Alice's Adventures in Wonderland",
    author: 'Lewis Carroll',
    category: 'Children',
    description:
      'Alice follows a white rabbit down a hole into a world of nonsense, riddles and a furious queen.',
  },
  {
    title: 'The Wind in the Willows',
    author: 'Kenneth Grahame',
    category: 'Children',
    description:
      'Mole, Ratty, Badger and the incorrigible Mr Toad share adventures along the riverbank.',
  },
  {
    title: 'The Secret Garden',
    author: 'Frances Hodgson Burnett',
    category: 'Children',
    description:
      'Orphaned Mary Lennox discovers a locked garden on a Yorkshire estate and brings it back to life.',
  },
  {
    title: 'The History of the Decline and Fall of the Roman Empire',
    author: 'Edward Gibbon',
    category: 'History',
    description:
      'The monumental account of Rome from the age of the Antonines to the fall of Constantinople.',
  },
  {
    title: 'On the Origin of Species',
    author: 'Charles Darwin',
    category: 'Science',
    description:
      'The book that set out the theory of evolution by natural selection, with its evidence from nature.',
  },
  {
    title: 'Leaves of Grass',
    author: 'Walt Whitman',
    category: 'Poetry',
    description:
      'Whitman’s lifelong collection of poems celebrating the self, the body, democracy and America.',
  },
  {
    title: 'The Odyssey',
    author: 'Homer',
    category: 'Poetry',
    description:
      'Odysseus spends ten years finding his way home from Troy, while suitors besiege his house in Ithaca.',
  },
];

export const HILLCREST_BOOKS: DemoBook[] = [
  {
    title: 'Jane Eyre',
    author: 'Charlotte Brontë',
    category: 'Fiction',
    description:
      'A governess of fierce integrity falls in love with her employer, Mr Rochester, whose house hides a secret.',
  },
  {
    title: 'Wuthering Heights',
    author: 'Emily Brontë',
    category: 'Fiction',
    description:
      'The passion between Catherine Earnshaw and Heathcliff sweeps through two generations on the Yorkshire moors.',
  },
  {
    title: 'Little Women',
    author: 'Louisa May Alcott',
    category: 'Fiction',
    description:
      'The four March sisters grow up in Civil War Massachusetts, each with her own dream.',
  },
  {
    title: 'Anna Karenina',
    author: 'Leo Tolstoy',
    category: 'Fiction',
    description:
      'A married woman’s affair with Count Vronsky sets her against the society of imperial Russia.',
  },
  {
    title: 'The Adventures of Sherlock Holmes',
    author: 'Arthur Conan Doyle',
    category: 'Mystery',
    description:
      'Twelve cases of the great detective, from a scandal in Bohemia to the copper beeches.',
  },
  {
    title: 'The Mysterious Affair at Styles',
    author: 'Agatha Christie',
    category: 'Mystery',
    description: 'Hercule Poirot’s first case: a wealthy widow poisoned in an Essex country house.',
  },
  {
    title: 'The War of the Worlds',
    author: 'H. G. Wells',
    category: 'Science Fiction',
    description: 'Martians land in Surrey, and their tripods lay waste to southern England.',
  },
  {
    title: 'Journey to the Center of the Earth',
    author: 'Jules Verne',
    category: 'Science Fiction',
    description:
      'Professor Lidenbrock descends an Icelandic volcano in search of the depths of the Earth.',
  },
  {
    title: 'The Wonderful Wizard of Oz',
    author: 'L. Frank Baum',
    category: 'Fantasy',
    description:
      'A cyclone carries Dorothy to the land of Oz, where she sets out along the yellow brick road.',
  },
  {
    title: 'Peter Pan',
    author: 'J. M. Barrie',
    category: 'Fantasy',
    description:
      'The boy who would not grow up takes Wendy and her brothers to Neverland, and to Captain Hook.',
  },
  {
    title: 'The Princess and the Goblin',
    author: 'George MacDonald',
    category: 'Fantasy',
    description:
      'Princess Irene and the miner boy Curdie face the goblins who live beneath the mountain.',
  },
  {
    title: 'Treasure Island',
    author: 'Robert Louis Stevenson',
    category: 'Children',
    description:
      'Young Jim Hawkins finds a treasure map and sails with the charming and dangerous Long John Silver.',
  },
  {
    title: 'The Jungle Book',
    author: 'Rudyard Kipling',
    category: 'Children',
    description: 'Mowgli, raised by wolves, learns the law of the jungle from Baloo and Bagheera.',
  },
  {
    title: 'The Voyage of the Beagle',
    author: 'Charles Darwin',
    category: 'Science',
    description:
      'Darwin’s journal of the five-year voyage that took him to the Galápagos and beyond.',
  },
  {
    title: 'Relativity: The Special and General Theory',
    author: 'Albert Einstein',
    category: 'Science',
    description:
      'Einstein’s own introduction to relativity, written for readers without advanced mathematics.',
  },
  {
    title: 'The Histories',
    author: 'Herodotus',
    category: 'History',
    description:
      'The first great work of history: the wars between the Greeks and the Persian Empire.',
  },
  {
    title: 'Songs of Innocence and of Experience',
    author: 'William Blake',
    category: 'Poetry',
    description: 'Blake’s illuminated poems on the two contrary states of the human soul.',
  },
];

/** A valid ISBN-13 in the 979-8 range for the nth demo book (check digit computed). */
export function demoIsbn(n: number): string {
  const body = `9798${String(100000000 + n * 7919).slice(-8)}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  const check = (10 - (sum % 10)) % 10;
  return `${body.slice(0, 3)}-${body.slice(3, 4)}-${body.slice(4, 8)}-${body.slice(8, 12)}-${check}`;
}
