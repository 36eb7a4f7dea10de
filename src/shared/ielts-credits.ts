/**
 * The data the IELTS lists and their translations are made from, with each source's licence and
 * the attribution it asks for (data/ielts/README.md, data/ielts/translations/SOURCES.md). Shown
 * on the privacy page's Credits (/privacy#credits). A translation source a served language uses
 * must be here: `sourceIds` are the ids of data/ielts/translations/<lang>.json's "sources"
 * (a Wiktionary id is "wikt-" and the language), and a test holds them together.
 */
export type Credit = {
  name: string;
  url?: string;
  /** what of it the product uses */
  use: string;
  licence: string;
  licenceUrl?: string;
  /** the attribution, or the notice the licence asks to be shown with the data */
  attribution: string;
  sourceIds: readonly string[];
};

const CC_BY_3 = 'https://creativecommons.org/licenses/by/3.0/';
const CC_BY_4 = 'https://creativecommons.org/licenses/by/4.0/';
const CC_BY_SA_3 = 'https://creativecommons.org/licenses/by-sa/3.0/';
const CC_BY_SA_4 = 'https://creativecommons.org/licenses/by-sa/4.0/';

export const IELTS_LIST_CREDITS: readonly Credit[] = [
  {
    name: 'CEFR-J Wordlist Version 1.5',
    url: 'http://www.cefr-j.org/download.html',
    use: 'the band lists: candidate words and their CEFR levels A1-B2',
    licence: 'free for research and commercial use with citation',
    licenceUrl: 'http://www.cefr-j.org/download.html',
    attribution:
      'The CEFR-J Wordlist Version 1.5. Compiled by Yukio Tono, Tokyo University of Foreign Studies. Retrieved from http://www.cefr-j.org/download.html on 1/20/2020.',
    sourceIds: [],
  },
  {
    name: 'Octanove Vocabulary Profile C1/C2 1.0',
    url: 'https://github.com/openlanguageprofiles/olp-en-cefrj',
    use: 'the band lists: candidate words and their CEFR levels C1-C2; the lists are shared alike under CC BY-SA 4.0',
    licence: 'CC BY-SA 4.0',
    licenceUrl: CC_BY_SA_4,
    attribution: 'Octanove Labs (http://www.octanove.com/), via Open Language Profiles',
    sourceIds: [],
  },
  {
    name: 'WordNet 3.1',
    url: 'https://wordnet.princeton.edu/',
    use: 'the band lists: senses, synonyms and antonyms the editors consulted',
    licence: 'WordNet licence',
    licenceUrl: 'https://wordnet.princeton.edu/license-and-commercial-use',
    attribution: 'WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.',
    sourceIds: [],
  },
];

export const IELTS_TRANSLATION_CREDITS: readonly Credit[] = [
  {
    name: 'Open English WordNet 2025',
    url: 'https://github.com/globalwordnet/english-wordnet',
    use: 'the sense each band entry teaches, and its Interlingual Index id',
    licence: 'CC BY 4.0, and the WordNet licence for what comes from Princeton WordNet',
    licenceUrl: CC_BY_4,
    attribution:
      'Open English WordNet, by the Open English Wordnet team (McCrae et al.), CC BY 4.0; based on Princeton WordNet 3.0, Copyright 2006 by Princeton University',
    sourceIds: [],
  },
  {
    name: 'Collaborative Interlingual Index (CILI)',
    url: 'https://github.com/globalwordnet/cili',
    use: 'the link from each sense to the wordnets of other languages',
    licence: 'CC BY 4.0',
    licenceUrl: CC_BY_4,
    attribution: 'CILI, Francis Bond et al., Global WordNet Association, CC BY 4.0',
    sourceIds: [],
  },
  {
    name: 'Open Multilingual Wordnet',
    url: 'https://github.com/omwn/omw-data',
    use: 'the wordnets below, linked to the Interlingual Index',
    licence: 'each wordnet’s own licence, below',
    licenceUrl: 'https://omwn.org/',
    attribution: 'Bond & Foster 2013, “Linking and Extending an Open Multilingual Wordnet”, ACL 2013',
    sourceIds: [],
  },
  {
    name: 'Multilingual Central Repository 3.0 (Spanish)',
    url: 'https://github.com/extjwnl/extjwnl-data-mcr30',
    use: 'Spanish translations',
    licence: 'CC BY 3.0',
    licenceUrl: CC_BY_3,
    attribution:
      'Multilingual Central Repository 3.0, Gonzalez-Agirre, Laparra, Rigau 2012, University of the Basque Country, CC BY 3.0; packaged by extjwnl-data-mcr30 (John V. Sichi; transform by Luis Chiruzzo, Universidad de la República)',
    sourceIds: ['mcr-spa'],
  },
  {
    name: 'WOLF (Wordnet Libre du Français)',
    url: 'https://github.com/omwn/omw-data',
    use: 'French translations; the French list stays under CeCILL-C',
    licence: 'CeCILL-C',
    licenceUrl: 'https://cecill.info/licences/Licence_CeCILL-C_V1-en.html',
    attribution: 'Benoît Sagot and Darja Fišer 2008',
    sourceIds: ['wolf'],
  },
  {
    name: 'OpenWN-PT',
    url: 'https://github.com/omwn/omw-data',
    use: 'Portuguese translations',
    licence: 'CC BY-SA 3.0',
    licenceUrl: CC_BY_SA_3,
    attribution: 'Valeria de Paiva, Alexandre Rademaker, Gerard de Melo 2012',
    sourceIds: ['openwn-pt'],
  },
  {
    name: 'MultiWordNet (Italian)',
    url: 'https://github.com/omwn/omw-data',
    use: 'Italian translations',
    licence: 'CC BY 3.0',
    licenceUrl: CC_BY_3,
    attribution: 'Emanuele Pianta, Luisa Bentivogli, Christian Girardi 2002',
    sourceIds: ['multiwordnet'],
  },
  {
    name: 'Chinese Open Wordnet',
    url: 'https://github.com/omwn/omw-data',
    use: 'Chinese translations',
    licence: 'Chinese Open Wordnet licence (WordNet-style)',
    licenceUrl: 'https://bond-lab.github.io/cow/',
    attribution:
      'Chinese Open Wordnet Copyright 2013, 2014 by Francis Bond and Shan Wang. All rights reserved. THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND WE MAKE NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED.',
    sourceIds: ['cow'],
  },
  {
    name: 'Arabic WordNet (AWN v2)',
    url: 'https://github.com/omwn/omw-data',
    use: 'Arabic translations',
    licence: 'CC BY-SA 3.0',
    licenceUrl: CC_BY_SA_3,
    attribution:
      'Abouenour Lahsen, Karim Bouzoubaa, Paolo Rosso (c) 2015, Mohammed V Rabat University and Universitat Politècnica de València; Musa Alkhalifa, Sabri Elkateb (c) 2007, UPC and the University of Manchester',
    sourceIds: ['awn'],
  },
  {
    name: 'Wordnet Bahasa',
    url: 'https://github.com/omwn/omw-data',
    use: 'Indonesian translations',
    licence: 'MIT License',
    licenceUrl: 'https://opensource.org/license/mit',
    attribution:
      'Copyright (c) 2011-2015 Francis Bond, David Moeljadi, Nurril Hirfana Mohamed Noor, Suerya Sapuan, Muhammad Zulhelmy Mohamed Rosman, Hammam Riza, Tan Enya Kong',
    sourceIds: ['wn-bahasa-id'],
  },
  {
    name: 'Wiktionary translations linked to senses',
    url: 'https://www.wiktionary.org/',
    use: 'translations in Spanish, Chinese, Japanese, Vietnamese, Korean, Arabic, Hindi, Persian, Thai, Urdu, Bengali and Nepali',
    licence: 'CC BY-SA 3.0',
    licenceUrl: CC_BY_SA_3,
    attribution:
      'Wiktionary contributors, CC BY-SA 3.0; linked by Bond & Foster 2013 (Open Multilingual Wordnet)',
    sourceIds: ['wikt-'],
  },
  {
    name: 'Our editors',
    use: 'translations written or corrected by an editor fluent in the language, marked as such in our data',
    licence: 'shared with each language’s list, under the licence of its sources',
    attribution: 'the project’s editors',
    sourceIds: ['editor'],
  },
];

/** Whether a credit covers a translation file's source id ("wikt-spa" by "wikt-"). */
export const creditCovers = (credit: Credit, sourceId: string) =>
  credit.sourceIds.some((id) => (id.endsWith('-') ? sourceId.startsWith(id) : id === sourceId));
