import type { EmojiDataResolver } from 'frimousse';

/**
 * The emojis the toolbar's picker offers, bundled with it. frimousse would otherwise fetch
 * Emojibase from a CDN, which the Content-Security-Policy (`connect-src 'self'`) refuses; a list
 * icon needs a good set of common emojis, not all 3,000.
 */
const CATEGORIES: ReadonlyArray<readonly [string, string]> = [
  [
    'Smileys',
    '😀 Grinning face|😃 Grinning face with big eyes|😄 Grinning face with smiling eyes|😁 Beaming face|😆 Laughing face|😅 Grinning face with sweat|😂 Face with tears of joy|🙂 Slightly smiling face|😉 Winking face|😊 Smiling face|😇 Smiling face with halo|🥰 Smiling face with hearts|😍 Smiling face with heart eyes|🤩 Star struck|😘 Face blowing a kiss|😋 Face savoring food|😎 Smiling face with sunglasses|🤓 Nerd face|🧐 Face with monocle|🤔 Thinking face|🤗 Hugging face|🤫 Shushing face|😐 Neutral face|😴 Sleeping face|😷 Face with medical mask|🤯 Exploding head|🥳 Partying face|😢 Crying face|😡 Pouting face|🤖 Robot|👻 Ghost|👽 Alien|💩 Pile of poo',
  ],
  [
    'People',
    '👋 Waving hand|👍 Thumbs up|👎 Thumbs down|👏 Clapping hands|🙌 Raising hands|🙏 Folded hands|💪 Flexed biceps|✌️ Victory hand|🤝 Handshake|👀 Eyes|🧠 Brain|👶 Baby|🧑 Person|👩 Woman|👨 Man|🧑‍💻 Technologist|🧑‍🎨 Artist|🧑‍🚀 Astronaut|🧑‍🍳 Cook|🧑‍🏫 Teacher|👥 Busts in silhouette|🗣️ Speaking head',
  ],
  [
    'Animals & Nature',
    '🐶 Dog face|🐱 Cat face|🦊 Fox|🐻 Bear|🐼 Panda|🐨 Koala|🦁 Lion|🐯 Tiger face|🐸 Frog|🐵 Monkey face|🐔 Chicken|🐧 Penguin|🐦 Bird|🦅 Eagle|🦉 Owl|🐝 Honeybee|🦋 Butterfly|🐢 Turtle|🐍 Snake|🐙 Octopus|🐬 Dolphin|🐳 Spouting whale|🦄 Unicorn|🌸 Cherry blossom|🌹 Rose|🌻 Sunflower|🌲 Evergreen tree|🌵 Cactus|🍀 Four leaf clover|🍁 Maple leaf|🌍 Globe showing Europe-Africa|🌙 Crescent moon|⭐ Star|🌟 Glowing star|☀️ Sun|🌈 Rainbow|⚡ High voltage|🔥 Fire|💧 Droplet|🌊 Water wave',
  ],
  [
    'Food & Drink',
    '🍎 Red apple|🍊 Tangerine|🍋 Lemon|🍌 Banana|🍉 Watermelon|🍇 Grapes|🍓 Strawberry|🍒 Cherries|🥑 Avocado|🌶️ Hot pepper|🥕 Carrot|🍞 Bread|🧀 Cheese wedge|🍕 Pizza|🍔 Hamburger|🌮 Taco|🍣 Sushi|🍩 Doughnut|🍪 Cookie|🎂 Birthday cake|🍫 Chocolate bar|☕ Hot beverage|🍵 Teacup without handle|🍺 Beer mug|🍷 Wine glass',
  ],
  [
    'Activities',
    '⚽ Soccer ball|🏀 Basketball|🏈 American football|⚾ Baseball|🎾 Tennis|🏐 Volleyball|🏓 Ping pong|🥊 Boxing glove|🎯 Bullseye|🎮 Video game|🎲 Game die|♟️ Chess pawn|🧩 Puzzle piece|🎨 Artist palette|🎬 Clapper board|🎤 Microphone|🎧 Headphone|🎸 Guitar|🎹 Musical keyboard|🏆 Trophy|🥇 First place medal|🎉 Party popper|🎁 Wrapped gift|🎈 Balloon',
  ],
  [
    'Travel & Places',
    '🚀 Rocket|✈️ Airplane|🚗 Automobile|🚲 Bicycle|🚢 Ship|🏠 House|🏢 Office building|🏫 School|🏥 Hospital|🏰 Castle|🗽 Statue of Liberty|🗼 Tokyo tower|🏔️ Snow-capped mountain|🏖️ Beach with umbrella|🏙️ Cityscape|🌆 Cityscape at dusk|🗺️ World map|🧭 Compass',
  ],
  [
    'Objects',
    '📝 Memo|📌 Pushpin|📎 Paperclip|📚 Books|📖 Open book|📰 Newspaper|📣 Megaphone|📢 Loudspeaker|🔔 Bell|💡 Light bulb|💻 Laptop|📱 Mobile phone|📷 Camera|🎥 Movie camera|📺 Television|⌚ Watch|💰 Money bag|💎 Gem stone|🔑 Key|🔒 Locked|🛠️ Hammer and wrench|🔬 Microscope|🧪 Test tube|💊 Pill|📦 Package|📅 Calendar|📊 Bar chart|📈 Chart increasing|🗂️ Card index dividers|📁 File folder|✉️ Envelope|🏷️ Label',
  ],
  [
    'Symbols',
    '❤️ Red heart|🧡 Orange heart|💛 Yellow heart|💚 Green heart|💙 Blue heart|💜 Purple heart|🖤 Black heart|🤍 White heart|💯 Hundred points|✅ Check mark button|❌ Cross mark|❓ Question mark|❗ Exclamation mark|⚠️ Warning|🚫 Prohibited|♻️ Recycling symbol|🔴 Red circle|🟠 Orange circle|🟡 Yellow circle|🟢 Green circle|🔵 Blue circle|🟣 Purple circle|⚫ Black circle|⚪ White circle|🔶 Large orange diamond|🔷 Large blue diamond|➕ Plus|✨ Sparkles|💬 Speech balloon|💤 Zzz',
  ],
  [
    'Flags',
    '🏁 Chequered flag|🚩 Triangular flag|🏳️ White flag|🏴 Black flag|🏳️‍🌈 Rainbow flag|🇺🇸 Flag: United States|🇬🇧 Flag: United Kingdom|🇫🇷 Flag: France|🇩🇪 Flag: Germany|🇪🇸 Flag: Spain|🇮🇹 Flag: Italy|🇯🇵 Flag: Japan|🇧🇷 Flag: Brazil|🇮🇳 Flag: India|🇨🇦 Flag: Canada|🇪🇺 Flag: European Union',
  ],
];

const data = {
  locale: 'en',
  categories: CATEGORIES.map(([label], index) => ({ index, label })),
  emojis: CATEGORIES.flatMap(([, entries], category) =>
    entries.split('|').map((entry) => {
      const space = entry.indexOf(' ');
      const label = entry.slice(space + 1);
      return { emoji: entry.slice(0, space), label, category, version: 1, tags: label.toLowerCase().split(/[\s:-]+/) };
    }),
  ),
  skinTones: { light: 'Light', 'medium-light': 'Medium-light', medium: 'Medium', 'medium-dark': 'Medium-dark', dark: 'Dark' },
};

export const resolveEmojiData: EmojiDataResolver = () => data;
