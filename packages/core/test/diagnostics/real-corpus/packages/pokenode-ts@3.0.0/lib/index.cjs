/**
 *  _
 * |_) _  |   _   _   _   _|  _  __  _|_  _
 * |  (_) |< (/_ | | (_) (_| (/_      |_ _>
 *
 * pokenode-ts v3.0.0 — A typed PokéAPI client with zero runtime dependencies.
 *
 * Docs:    https://pokenode-ts.vercel.app/
 * Author:  Gabb-c <https://github.com/Gabb-c>
 * License: MIT
 *
 * @license MIT
 * @preserve
 */
Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
//#region \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) {
		__defProp(target, name, {
			get: all[name],
			enumerable: true
		});
	}
	if (!no_symbols) {
		__defProp(target, Symbol.toStringTag, { value: "Module" });
	}
	return target;
};

//#endregion
//#region src/constants/berries.ts
/** Enum of Berries (NAME - ID) */
const BERRIES = {
	CHERI: 1,
	CHESTO: 2,
	PECHA: 3,
	RAWST: 4,
	ASPEAR: 5,
	LEPPA: 6,
	ORAN: 7,
	PERSIM: 8,
	LUM: 9,
	SITRUS: 10,
	FIGY: 11,
	WIKI: 12,
	MAGO: 13,
	AGUAV: 14,
	IAPAPA: 15,
	RAZZ: 16,
	BLUK: 17,
	NANAB: 18,
	WEPEAR: 19,
	PINAP: 20,
	POMEG: 21,
	KELPSY: 22,
	QUALOT: 23,
	HONDEW: 24,
	GREPA: 25,
	TAMATO: 26,
	CORNN: 27,
	MAGOST: 28,
	RABUTA: 29,
	NOMEL: 30,
	SPELON: 31,
	PAMTRE: 32,
	WATMEL: 33,
	DURIN: 34,
	BELUE: 35,
	OCCA: 36,
	PASSHO: 37,
	WACAN: 38,
	RINDO: 39,
	YACHE: 40,
	CHOPLE: 41,
	KEBIA: 42,
	SHUCA: 43,
	COBA: 44,
	PAYAPA: 45,
	TANGA: 46,
	CHARTI: 47,
	KASIB: 48,
	HABAN: 49,
	COLBUR: 50,
	BABIRI: 51,
	CHILAN: 52,
	LIECHI: 53,
	GANLON: 54,
	SALAC: 55,
	PETAYA: 56,
	APICOT: 57,
	LANSAT: 58,
	STARF: 59,
	ENIGMA: 60,
	MICLE: 61,
	CUSTAP: 62,
	JABOCA: 63,
	ROWAP: 64,
	KEE: 65,
	MARANGA: 66,
	HOPO: 67,
	ROSELI: 68
};
/** Enum of Berry Firmnesses (NAME - ID) */
const BERRY_FIRMNESSES = {
	VERY_SOFT: 1,
	SOFT: 2,
	HARD: 3,
	VERY_HARD: 4,
	SUPER_HARD: 5
};
const BERRY_FLAVORS = {
	SPICY: 1,
	DRY: 2,
	SWEET: 3,
	BITTER: 4,
	SOUR: 5
};

//#endregion
//#region src/constants/contests.ts
const CONTEST_TYPES = {
	COOL: 1,
	BEAUTY: 2,
	CUTE: 3,
	SMART: 4,
	TOUGH: 5
};

//#endregion
//#region src/constants/currencies.ts
const CURRENCIES = {
	POKE_DOLLAR: 1,
	COIN: 2,
	VOLCANIC_ASH: 3,
	POKE_COUPON: 4,
	BERRY_POWDER: 5,
	BATTLE_POINT: 6,
	SPHERE: 7,
	CASTLE_POINT: 8,
	WATT: 9,
	ATHLETE_POINT: 10,
	DREAM_POINT: 11,
	DREAM_WORLD_BERRY: 12,
	POKE_MILE: 13,
	FESTIVAL_COIN: 14,
	POKE_BEAN: 15,
	HOME_POINT: 16,
	MERIT_POINT: 17,
	LEAGUE_POINT: 18,
	BLUEBERRY_POINT: 19
};

//#endregion
//#region src/constants/encounters.ts
const ENCOUNTER_METHODS = {
	WALK: 1,
	OLD_ROD: 2,
	GOOD_ROD: 3,
	SUPER_ROD: 4,
	SURF: 5,
	ROCK_SMASH: 6,
	HEADBUTT: 7,
	DARK_GRASS: 8,
	GRASS_SPOTS: 9,
	CAVE_SPOTS: 10,
	BRIDGE_SPOTS: 11,
	SUPER_ROD_SPOTS: 12,
	SURF_SPOTS: 13,
	YELLOW_FLOWERS: 14,
	PURPLE_FLOWERS: 15,
	RED_FLOWERS: 16,
	ROUGH_TERRAIN: 17,
	GIFT: 18,
	GIFT_EGG: 19,
	STATIC: 20,
	POKEFLUTE: 21,
	HEADBUTT_LOW: 22,
	HEADBUTT_NORMAL: 23,
	HEADBUTT_HIGH: 24,
	SQUIRT_BOTTLE: 25,
	WAILMER_PAIL: 26,
	SEAWEED: 27,
	ROAMING_GRASS: 28,
	ROAMING_WATER: 29,
	DEVON_SCOPE: 30,
	FEEBAS_TILE_FISHING: 31,
	ISLAND_SCAN: 32,
	SOS: 33,
	BUBBLING_SPOTS: 34,
	BERRY_TREES: 35,
	NPC_TRADE: 36,
	SOS_FROM_BUBBLING_SPOT: 37,
	OVERWORLD: 38,
	OVERWORLD_WATER: 39,
	OVERWORLD_FLYING: 40,
	OVERWORLD_SPECIAL: 41,
	OVERWORLD_FLYING_SPECIAL: 42,
	OVERWORLD_WATER_SPECIAL: 43,
	HORDE: 44,
	COLOSSEUM_BONUS_DISC_US: 45,
	COLOSSEUM_BONUS_DISC_JPN: 46,
	POKEMON_CHANNEL_PAL: 47,
	POKEMON_RANGER: 48,
	POKEMON_BATTLE_REVOLUTION: 49,
	NEW_YORK_POKECENTER_WISH_EGGS: 50,
	SNAG: 51,
	SNAG_REMATCH: 52,
	POKESPOT: 53,
	HIDDEN_GROTTO: 54,
	HONEY_TREE: 55,
	OVERWORLD_DIRT: 56,
	WANDERER: 57,
	WANDERER_WATER: 58,
	CHASE_WATER: 59,
	DYNAMAX_ADVENTURE: 60,
	MAX_RAID: 61,
	TRASH_CAN_AMBUSH: 62,
	RUSTLING_BUSH_AMBUSH: 63,
	CEILING_AMBUSH: 64,
	GROUND_AMBUSH: 65,
	SKY_AMBUSH: 66,
	/**
	* @deprecated Misspelled: the endpoint names this `headbutt-high`.
	*   Use {@link ENCOUNTER_METHODS.HEADBUTT_HIGH}. Removed in 3.0.
	*/
	HEADBUT_HIGH: 24,
	/**
	* @deprecated The endpoint names this `static` now.
	*   Use {@link ENCOUNTER_METHODS.STATIC}. Removed in 3.0.
	*/
	ONLY_ONE: 20
};
const ENCOUNTER_CONDITIONS = {
	SWARM: 1,
	TIME: 2,
	RADAR: 3,
	SLOT2: 4,
	RADIO: 5,
	SEASON: 6,
	STARTER: 7,
	TV_OPTION: 8,
	STORY_PROGRESS: 9,
	OTHER: 10,
	ITEM: 11,
	WEEKDAY: 12,
	FIRST_PARTY_POKEMON: 13,
	SPECIAL_ENCOUNTER: 14,
	TRADE: 15,
	COINS: 16,
	FRIEND_SAFARI_SLOT: 17,
	GREAT_MARSH_DAILY_SLOT: 18,
	HONEY_TREE_GROUP: 19,
	HEADBUTT_TREE: 20,
	BACKLOT: 21,
	BUG_CATCHING_CONTEST: 22,
	SAVE_DATA: 23,
	ALOLAN_DIGLETT_FOUND: 24,
	WEATHER: 25,
	JOHTO_SAFARI_BLOCKS: 26,
	MAX_DEN_RARITY: 27,
	MAX_DEN_RATING: 28,
	BERRY_TREE_TYPE: 29,
	TRASH_CAN_TYPE: 30
};
const ENCOUNTER_CONDITION_VALUES = {
	SWARM_YES: 1,
	SWARM_NO: 2,
	TIME_MORNING: 3,
	TIME_DAY: 4,
	TIME_NIGHT: 5,
	RADAR_ON: 6,
	RADAR_OFF: 7,
	SLOT2_NONE: 8,
	SLOT2_RUBY: 9,
	SLOT2_SAPPHIRE: 10,
	SLOT2_EMERALD: 11,
	SLOT2_FIRERED: 12,
	SLOT2_LEAFGREEN: 13,
	RADIO_OFF: 14,
	RADIO_HOENN: 15,
	RADIO_SINNOH: 16,
	SEASON_SPRING: 17,
	SEASON_SUMMER: 18,
	SEASON_AUTUMN: 19,
	SEASON_WINTER: 20,
	STARTER_BULBASAUR: 21,
	STARTER_SQUIRTLE: 22,
	STARTER_CHARMANDER: 23,
	STARTER_CHESPIN: 24,
	STARTER_FENNEKIN: 25,
	STARTER_FROAKIE: 26,
	TV_OPTION_BLUE: 27,
	TV_OPTION_RED: 28,
	STORY_PROGRESS_AWAKENED_BEASTS: 29,
	STORY_PROGRESS_BEAT_GALACTIC_CORONET: 30,
	STORY_PROGRESS_OAK_ETERNA_CITY: 31,
	STORY_PROGRESS_VERMILION_COPYCAT: 32,
	STORY_PROGRESS_MET_TORNADUS_THUNDURUS: 33,
	STORY_PROGRESS_BEAT_ELITE_FOUR_ROUND_TWO: 34,
	STORY_PROGRESS_HALL_OF_FAME: 35,
	STORY_PROGRESS_NONE: 36,
	STORY_PROGRESS_NATIONAL_DEX: 37,
	OTHER_NONE: 38,
	OTHER_SNORLAX_11_BEAT_LEAGUE: 39,
	OTHER_VIRTUAL_CONSOLE: 40,
	STORY_PROGRESS_CURE_ELDRITCH_NIGHTMARES: 41,
	OTHER_TALK_TO_CYNTHIAS_GRANDMOTHER: 42,
	ITEM_NONE: 43,
	ITEM_ADAMANT_ORB: 44,
	ITEM_LUSTROUS_ORB: 45,
	ITEM_HELIX_FOSSIL: 46,
	ITEM_DOME_FOSSIL: 47,
	ITEM_OLD_AMBER: 48,
	ITEM_ROOT_FOSSIL: 49,
	ITEM_CLAW_FOSSIL: 50,
	STORY_PROGRESS_DEFEAT_JUPITER: 51,
	STORY_PROGRESS_BEAT_TEAM_GALACTIC_IRON_ISLAND: 52,
	OTHER_CORRECT_PASSWORD: 53,
	STORY_PROGRESS_ZEPHYR_BADGE: 54,
	STORY_PROGRESS_BEAT_RED: 55,
	OTHER_RECEIVED_KANTO_STARTER: 56,
	STORY_PROGRESS_RECEIVE_TM_FROM_CLAIRE: 57,
	OTHER_REGIROCK_REGICE_REGISTEEL_IN_PARTY: 58,
	WEEKDAY_SUNDAY: 59,
	WEEKDAY_MONDAY: 60,
	WEEKDAY_TUESDAY: 61,
	WEEKDAY_WEDNESDAY: 62,
	WEEKDAY_THURSDAY: 63,
	WEEKDAY_FRIDAY: 64,
	WEEKDAY_SATURDAY: 65,
	FIRST_PARTY_POKEMON_HIGH_FRIENDSHIP: 66,
	STORY_PROGRESS_DEFEAT_MARS: 67,
	ITEM_ODD_KEYSTONE: 68,
	OTHER_TALKED_TO_32_PEOPLE_UNDERGROUND: 69,
	STORY_PROGRESS_RETURNED_MACHINE_PART: 70,
	OTHER_EVENT_ARCEUS_IN_PARTY: 71,
	SPECIAL_ENCOUNTER_COULDNT_CAPTURE_BEFORE: 72,
	ITEM_ICE_KEY: 73,
	ITEM_IRON_KEY: 74,
	STORY_PROGRESS_JUNIPER_CAVE_OF_BEING: 75,
	ITEM_LUNAR_WING: 76,
	STORY_PROGRESS_QUAKE_BADGE: 77,
	ITEM_LIGHT_STONE: 78,
	ITEM_DARK_STONE: 79,
	OTHER_CAPTURED_RESHIRAM_OR_ZEKROM: 80,
	DEFEATED_GHETSIS: 81,
	OTHER_FOUND_11_TIMES_ROAMING: 82,
	TIME_MINUTE_00_TO_19: 83,
	TIME_MINUTE_20_TO_39: 84,
	TIME_MINUTE_40_TO_59: 85,
	TIME_04_00_TO_19_59: 86,
	TIME_20_00_TO_21_59: 87,
	TIME_21_00_TO_03_59: 88,
	ITEM_TIDAL_BELL: 89,
	ITEM_CLEAR_BELL: 90,
	STORY_PROGRESS_DEFEATED_GROUDON_OR_KYOGRE: 91,
	OTHER_UXIE_MESPRIT_AZELF_IN_PARTY: 92,
	OTHER_NICKNAMED_COLD_ITEM_REGICE_REGIROCK_REGISTEEL3: 93,
	OTHER_DIALGA_OR_PALKIA_IN_PARTY: 94,
	OTHER_CASTFORM_IN_PARTY: 95,
	OTHER_LEVEL_100_POKEMON_IN_PARTY: 96,
	OTHER_TORNADUS_THUNDURUS_IN_PARTY: 97,
	OTHER_RESHIRAM_ZEKROM_IN_PARTY: 98,
	OTHER_CAPTURED_ALL_ULTRA_BEASTS: 99,
	STORY_PROGRESS_FINISHED_LOOKER_SIDEQUEST: 100,
	STORY_PROGRESS_BEAT_OLIVIAS_TRIAL: 101,
	OTHER_RAIKOU_ENTEI_IN_PARTY: 102,
	OTHER_GROUDON_KYOGRE_IN_PARTY: 103,
	OTHER_DIALGA_PALKIA_IN_PARTY: 104,
	OTHER_SCAN_QR_CODE: 105,
	OTHER_CAUGHT_ARTICUNO: 106,
	OTHER_CAUGHT_ZAPDOS: 107,
	OTHER_CAUGHT_MOLTRES: 108,
	TRADE_TOGEPI_OR_TOGETIC: 109,
	TRADE_TRAPINCH: 110,
	TRADE_SURSKIT: 111,
	TRADE_WOOPER: 112,
	STORY_PROGRESS_CATCH_ALL_SHADOW_POKEMON: 113,
	OTHER_COMPLETE_MT_BATTLE: 114,
	COINS_180: 115,
	COINS_500: 116,
	COINS_1200: 117,
	COINS_2800: 118,
	COINS_5500: 119,
	COINS_9999: 120,
	COINS_120: 121,
	COINS_750: 122,
	COINS_2500: 123,
	COINS_4600: 124,
	COINS_6500: 125,
	COINS_230: 126,
	COINS_1000: 127,
	COINS_2680: 128,
	COINS_3333: 129,
	COINS_6666: 130,
	COINS_200: 131,
	COINS_700: 132,
	COINS_2100: 133,
	COINS_100: 134,
	COINS_800: 135,
	COINS_1500: 136,
	COINS_2222: 137,
	COINS_5555: 138,
	COINS_8888: 139,
	COINS_150: 140,
	COINS_620: 141,
	COINS_2880: 142,
	COINS_5400: 143,
	COINS_8300: 144,
	TRADE_ABRA: 145,
	TRADE_NIDORAN_M: 146,
	TRADE_NIDORINO: 147,
	TRADE_SLOWBRO: 148,
	TRADE_POLIWHIRL: 149,
	TRADE_SPEAROW: 150,
	TRADE_RAICHU: 151,
	TRADE_VENONAT: 152,
	TRADE_PONYTA: 153,
	TRADE_CLEFAIRY: 154,
	TRADE_CUBONE: 155,
	TRADE_LICKITUNG: 156,
	TRADE_TANGELA: 157,
	TRADE_GOLDUCK: 158,
	TRADE_GROWLITHE: 159,
	TRADE_KANGASKHAN: 160,
	TRADE_BELLSPROUT: 161,
	TRADE_DROWZEE: 162,
	TRADE_KRABBY: 163,
	TRADE_DRAGONAIR: 164,
	TRADE_CHANSEY: 165,
	TRADE_GLOOM: 166,
	TRADE_HAUNTER: 167,
	TRADE_DUGTRIO: 168,
	TRADE_SLAKOTH: 169,
	TRADE_PIKACHU: 170,
	TRADE_BELLOSSOM: 171,
	TRADE_RALTS: 172,
	TRADE_VOLBEAT: 173,
	TRADE_BAGON: 174,
	TRADE_SKITTY: 175,
	FRIEND_SAFARI_SLOT_1: 176,
	FRIEND_SAFARI_SLOT_2: 177,
	FRIEND_SAFARI_SLOT_3: 178,
	ITEM_SKULL_FOSSIL: 179,
	ITEM_ARMOR_FOSSIL: 180,
	GREAT_MARSH_DAILY_SLOT_NONE: 181,
	GREAT_MARSH_DAILY_SLOT_1_OF_32: 182,
	GREAT_MARSH_DAILY_SLOT_2_OF_32: 183,
	GREAT_MARSH_DAILY_SLOT_3_OF_32: 184,
	GREAT_MARSH_DAILY_SLOT_5_OF_32: 185,
	STORY_PROGRESS_BEFORE_NATIONAL_DEX: 186,
	GREAT_MARSH_DAILY_SLOT_4_OF_32: 187,
	GREAT_MARSH_DAILY_SLOT_15_OF_32: 188,
	HONEY_TREE_GROUP_A: 189,
	HONEY_TREE_GROUP_B: 190,
	HONEY_TREE_GROUP_C: 191,
	HEADBUTT_TREE_COMMON: 192,
	HEADBUTT_TREE_RARE: 193,
	HEADBUTT_TREE_SECRET: 194,
	TRADE_COTTONEE: 195,
	TRADE_PETILIL: 196,
	TRADE_EMOLGA: 197,
	TRADE_MANTINE: 198,
	TRADE_DITTO: 199,
	TRADE_EXCADRILL: 200,
	TRADE_HIPPOWDON: 201,
	BACKLOT_NOT_MENTIONED: 202,
	BACKLOT_MENTIONED: 203,
	BUG_CATCHING_CONTEST_NO: 204,
	BUG_CATCHING_CONTEST_YES: 205,
	SAVE_DATA_FROM_LETS_GO_PIKACHU: 206,
	SAVE_DATA_FROM_LETS_GO_EEVEE: 207,
	ITEM_FOSSILIZED_BIRD: 208,
	ITEM_FOSSILIZED_DRAKE: 209,
	ITEM_FOSSILIZED_DINO: 210,
	ITEM_FOSSILIZED_FISH: 211,
	STORY_PROGRESS_MASTER_DOJO_COMPLETE_FIRST_TRIAL: 212,
	STORY_PROGRESS_MASTER_DOJO_COMPLETE_THIRD_TRIAL: 213,
	ALOLAN_DIGLETT_FOUND_5: 214,
	ALOLAN_DIGLETT_FOUND_10: 215,
	ALOLAN_DIGLETT_FOUND_20: 216,
	ALOLAN_DIGLETT_FOUND_30: 217,
	ALOLAN_DIGLETT_FOUND_40: 218,
	ALOLAN_DIGLETT_FOUND_50: 219,
	ALOLAN_DIGLETT_FOUND_75: 220,
	ALOLAN_DIGLETT_FOUND_100: 221,
	ALOLAN_DIGLETT_FOUND_150: 222,
	STARTER_GROOKEY: 223,
	STARTER_SCORBUNNY: 224,
	STARTER_SOBBLE: 225,
	STORY_PROGRESS_SAVE_VILLAGE_FROM_GLASTRIER_SPECTRIER: 226,
	STORY_PROGRESS_CATCH_FIVE_ULTRA_BEASTS: 227,
	TRADE_BUNNELBY: 228,
	TRADE_MEOWTH_GALAR: 229,
	TRADE_MINCCINO: 230,
	TRADE_TOXEL: 231,
	TRADE_MARACTUS: 232,
	TRADE_YAMASK_GALAR: 233,
	TRADE_VANILLISH: 234,
	TRADE_OBSTAGOON: 235,
	TRADE_FROSMOTH: 236,
	TRADE_FARFETCHD_GALAR: 237,
	TRADE_CORSOLA_GALAR: 238,
	TRADE_PONYTA_GALAR: 239,
	TRADE_MR_MIME_GALAR: 240,
	TRADE_DARUMAKA_GALAR: 241,
	TRADE_ZIGZAGOON_GALAR: 242,
	TRADE_STUNFISK_GALAR: 243,
	TRADE_WEEZING_GALAR: 244,
	TRADE_EXEGGUTOR: 245,
	TRADE_MAROWAK: 246,
	WEATHER_NORMAL: 247,
	WEATHER_OVERCAST: 248,
	WEATHER_RAINING: 249,
	WEATHER_THUNDERSTORM: 250,
	WEATHER_SNOWING: 251,
	WEATHER_SNOWSTORM: 252,
	WEATHER_SANDSTORM: 253,
	WEATHER_INTENSE_SUN: 254,
	WEATHER_FOG: 255,
	STORY_PROGRESS_BEFORE_HALL_OF_FAME: 256,
	JOHTO_SAFARI_BLOCKS_INACTIVE: 257,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_2: 258,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_3: 259,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_4: 260,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_5: 261,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_6: 262,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_10: 263,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_12: 264,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_14: 265,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_15: 266,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_24: 267,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_28: 268,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_35: 269,
	JOHTO_SAFARI_BLOCKS_PLAINS_MIN_49: 270,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_3: 271,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_4: 272,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_5: 273,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_8: 274,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_10: 275,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_14: 276,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_15: 277,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_18: 278,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_20: 279,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_28: 280,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_35: 281,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_42: 282,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_49: 283,
	JOHTO_SAFARI_BLOCKS_FOREST_MIN_56: 284,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_3: 285,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_4: 286,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_5: 287,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_6: 288,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_8: 289,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_10: 290,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_15: 291,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_21: 292,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_24: 293,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_28: 294,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_35: 295,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_42: 296,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_49: 297,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_56: 298,
	JOHTO_SAFARI_BLOCKS_PEAK_MIN_63: 299,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_2: 300,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_3: 301,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_4: 302,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_5: 303,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_6: 304,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_7: 305,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_8: 306,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_9: 307,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_10: 308,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_12: 309,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_13: 310,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_14: 311,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_15: 312,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_16: 313,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_18: 314,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_20: 315,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_24: 316,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_28: 317,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_35: 318,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_42: 319,
	JOHTO_SAFARI_BLOCKS_WATER_MIN_49: 320,
	ITEM_COVER_FOSSIL: 321,
	ITEM_PLUME_FOSSIL: 322,
	OTHER_GIRATINA_NOT_CAUGHT_IN_DISTORTION_WORLD: 323,
	OTHER_FIND_50_CAVERN_FOOTPRINTS: 324,
	OTHER_FIND_50_GRASSLAND_FOOTPRINTS: 325,
	OTHER_FIND_50_IRON_WILL_FOOTPRINTS: 326,
	OTHER_REGIROCK_REGICE_REGISTEEL_REGIELEKI_REGIDRAGO_IN_PARTY: 327,
	OTHER_CHOOSE_REGIELEKI_PATTERN: 328,
	OTHER_CHOOSE_REGIDRAGO_PATTERN: 329,
	OTHER_GROW_ICEROOT_CARROT: 330,
	OTHER_GROW_SHADEROOT_CARROT: 331,
	OTHER_TALKED_TO_32_PEOPLE: 332,
	OTHER_EAT_CURRY_WITH_COBALION_TERRAKION_VIRIZION: 333,
	ITEM_REINS_OF_UNITY: 334,
	OTHER_WITNESS_GALARIAN_BIRD_FIGHT: 335,
	MAX_DEN_RARITY_COMMON: 336,
	MAX_DEN_RARITY_RARE: 337,
	MAX_DEN_RATING_1_STAR: 338,
	MAX_DEN_RATING_2_STAR: 339,
	MAX_DEN_RATING_3_STAR: 340,
	MAX_DEN_RATING_4_STAR: 341,
	MAX_DEN_RATING_5_STAR: 342,
	MAX_DEN_RARITY_SPECIAL: 343,
	BERRY_TREE_TYPE_RED: 344,
	BERRY_TREE_TYPE_BLUE: 345,
	BERRY_TREE_TYPE_PURPLE: 346,
	BERRY_TREE_TYPE_GREEN: 347,
	BERRY_TREE_TYPE_YELLOW: 348,
	BERRY_TREE_TYPE_PINK: 349,
	TRASH_CAN_TYPE_DAILY: 350,
	TRASH_CAN_TYPE_TUESDAY: 351,
	TRASH_CAN_TYPE_THURSDAY: 352,
	TRADE_NIDORAN_F: 353,
	TRADE_NIDORINA: 354,
	TRADE_MACHOP: 355,
	TRADE_BUIZEL: 356,
	TRADE_MEDICHAM: 357,
	TRADE_FINNEON: 358,
	TRADE_FORRETRESS: 359,
	TRADE_BONSLY: 360,
	TRADE_ANY_POKEMON: 361,
	/**
	* @deprecated Misspelled: the endpoint names this `other-snorlax-11-beat-league`.
	*   Use {@link ENCOUNTER_CONDITION_VALUES.OTHER_SNORLAX_11_BEAT_LEAGUE}. Removed in 3.0.
	*/
	OTHER_SNORLAX_LL_BEAT_LEAGUE: 39,
	/**
	* @deprecated Misspelled: the endpoint names this `radio-hoenn`.
	*   Use {@link ENCOUNTER_CONDITION_VALUES.RADIO_HOENN}. Removed in 3.0.
	*/
	RADIO_HOEN: 15,
	/**
	* @deprecated Misspelled: the endpoint names this `slot2-sapphire`.
	*   Use {@link ENCOUNTER_CONDITION_VALUES.SLOT2_SAPPHIRE}. Removed in 3.0.
	*/
	SLOT2_SAPHIRE: 10,
	/**
	* @deprecated The endpoint names this `story-progress-vermilion-copycat` now.
	*   Use {@link ENCOUNTER_CONDITION_VALUES.STORY_PROGRESS_VERMILION_COPYCAT}. Removed in 3.0.
	*/
	STORY_PROGRESS_OAK_VERMILION_COPYCAT: 32,
	/**
	* @deprecated Misspelled: the endpoint names this `season-autumn`.
	*   Use {@link ENCOUNTER_CONDITION_VALUES.SEASON_AUTUMN}. Removed in 3.0.
	*/
	SWASON_AUTUMN: 19
};

//#endregion
//#region src/constants/endpoints.ts
/**
* Endpoints of the PokéAPI
*/
const ENDPOINTS = {
	BERRY: "/berry",
	BERRY_FIRMNESS: "/berry-firmness",
	BERRY_FLAVOR: "/berry-flavor",
	CONTEST_TYPE: "/contest-type",
	CONTEST_EFFECT: "/contest-effect",
	SUPER_CONTEST_EFFECT: "/super-contest-effect",
	CURRENCY: "/currency",
	ENCOUNTER_METHOD: "/encounter-method",
	ENCOUNTER_CONDITION: "/encounter-condition",
	ENCOUNTER_CONDITION_VALUE: "/encounter-condition-value",
	EVOLUTION_CHAIN: "/evolution-chain",
	EVOLUTION_TRIGGER: "/evolution-trigger",
	EVOLUTION_VARIABLE: "/evolution-variable",
	GENERATION: "/generation",
	POKEDEX: "/pokedex",
	VERSION: "/version",
	VERSION_GROUP: "/version-group",
	ITEM: "/item",
	ITEM_ATTRIBUTE: "/item-attribute",
	ITEM_CATEGORY: "/item-category",
	ITEM_FLING_EFFECT: "/item-fling-effect",
	ITEM_POCKET: "/item-pocket",
	LOCATION: "/location",
	LOCATION_AREA: "/location-area",
	PALPARK_AREA: "/pal-park-area",
	REGION: "/region",
	MACHINE: "/machine",
	MOVE: "/move",
	MOVE_AILMENT: "/move-ailment",
	MOVE_BATTLE_STYLE: "/move-battle-style",
	MOVE_CATEGORY: "/move-category",
	MOVE_DAMAGE_CLASS: "/move-damage-class",
	MOVE_LEARN_METHOD: "/move-learn-method",
	MOVE_TARGET: "/move-target",
	ABILITY: "/ability",
	CHARACTERISTIC: "/characteristic",
	EGG_GROUP: "/egg-group",
	GENDER: "/gender",
	GROWTH_RATE: "/growth-rate",
	NATURE: "/nature",
	POKEATHLON_STAT: "/pokeathlon-stat",
	POKEMON: "/pokemon",
	POKEMON_COLOR: "/pokemon-color",
	POKEMON_FORM: "/pokemon-form",
	POKEMON_HABITAT: "/pokemon-habitat",
	POKEMON_SHAPE: "/pokemon-shape",
	POKEMON_SPECIES: "/pokemon-species",
	STAT: "/stat",
	TYPE: "/type",
	LANGUAGE: "/language"
};

//#endregion
//#region src/constants/evolutions.ts
const EVOLUTION_TRIGGERS = {
	LEVEL_UP: 1,
	TRADE: 2,
	USE_ITEM: 3,
	SHED: 4,
	SPIN: 5,
	TOWER_OF_DARKNESS: 6,
	TOWER_OF_WATERS: 7,
	THREE_CRITICAL_HITS: 8,
	TAKE_DAMAGE: 9,
	IN_BATTLE_LEVEL_UP: 10,
	AGILE_STYLE_MOVE: 11,
	STRONG_STYLE_MOVE: 12,
	RECOIL_DAMAGE: 13,
	USE_MOVE: 14,
	THREE_DEFEATED_BISHARP: 15,
	GIMMIGHOUL_COINS: 16,
	MELTAN_CANDIES: 17,
	UNCLASSIFIED: 18,
	/**
	* @deprecated Misspelled: the endpoint names this trigger `tower-of-waters`.
	*   Use {@link EVOLUTION_TRIGGERS.TOWER_OF_WATERS}. Removed in 3.0.
	*/
	TOWER_OF_WATER: 7
};
const EVOLUTION_VARIABLES = {
	ENCRYPTION_CONSTANT: 1,
	PERSONALITY_VALUE: 2,
	SPIN_DIRECTION: 3,
	SPIN_DURATION: 4
};

//#endregion
//#region src/constants/games.ts
const GENERATIONS = {
	GENERATION_I: 1,
	GENERATION_II: 2,
	GENERATION_III: 3,
	GENERATION_IV: 4,
	GENERATION_V: 5,
	GENERATION_VI: 6,
	GENERATION_VII: 7,
	GENERATION_VIII: 8,
	GENERATION_IX: 9
};
const POKEDEXES = {
	NATIONAL: 1,
	KANTO: 2,
	ORIGINAL_JOHTO: 3,
	HOENN: 4,
	ORIGINAL_SINNOH: 5,
	EXTENDED_SINNOH: 6,
	UPDATED_JOHTO: 7,
	ORIGINAL_UNOVA: 8,
	UPDATED_UNOVA: 9,
	CONQUEST_GALLERY: 11,
	KALOS_CENTRAL: 12,
	KALOS_COASTAL: 13,
	KALOS_MOUNTAIN: 14,
	UPDATED_HOENN: 15,
	ORIGINAL_ALOLA: 16,
	ORIGINAL_MELEMELE: 17,
	ORIGINAL_AKALA: 18,
	ORIGINAL_ULAULA: 19,
	ORIGINAL_PONI: 20,
	UPDATED_ALOLA: 21,
	UPDATED_MELEMELE: 22,
	UPDATED_AKALA: 23,
	UPDATED_ULAULA: 24,
	UPDATED_PONI: 25,
	LETSGO_KANTO: 26,
	GALAR: 27,
	ISLE_OF_ARMOR: 28,
	CROWN_TUNDRA: 29,
	HISUI: 30,
	PALDEA: 31,
	KITAKAMI: 32,
	BLUEBERRY: 33,
	LUMIOSE_CITY: 34,
	HYPERSPACE: 35,
	CHAMPIONS: 36,
	/**
	* @deprecated Misspelled: the endpoint names this `kalos-mountain`.
	*   Use {@link POKEDEXES.KALOS_MOUNTAIN}. Removed in 3.0.
	*/
	KALOS_MONTAIN: 14,
	/**
	* @deprecated The endpoint names this `letsgo-kanto` now.
	*   Use {@link POKEDEXES.LETSGO_KANTO}. Removed in 3.0.
	*/
	UPDATED_KANTO: 26
};
const VERSIONS = {
	RED: 1,
	BLUE: 2,
	YELLOW: 3,
	GOLD: 4,
	SILVER: 5,
	CRYSTAL: 6,
	RUBY: 7,
	SAPPHIRE: 8,
	EMERALD: 9,
	FIRERED: 10,
	LEAFGREEN: 11,
	DIAMOND: 12,
	PEARL: 13,
	PLATINUM: 14,
	HEARTGOLD: 15,
	SOULSILVER: 16,
	BLACK: 17,
	WHITE: 18,
	COLOSSEUM: 19,
	XD: 20,
	BLACK_2: 21,
	WHITE_2: 22,
	X: 23,
	Y: 24,
	OMEGA_RUBY: 25,
	ALPHA_SAPPHIRE: 26,
	SUN: 27,
	MOON: 28,
	ULTRA_SUN: 29,
	ULTRA_MOON: 30,
	LETS_GO_PIKACHU: 31,
	LETS_GO_EEVEE: 32,
	SWORD: 33,
	SHIELD: 34,
	THE_ISLE_OF_ARMOR_SWORD: 35,
	THE_CROWN_TUNDRA_SWORD: 36,
	BRILLIANT_DIAMOND: 37,
	SHINING_PEARL: 38,
	LEGENDS_ARCEUS: 39,
	SCARLET: 40,
	VIOLET: 41,
	THE_TEAL_MASK_SCARLET: 42,
	THE_INDIGO_DISK_SCARLET: 43,
	RED_JAPAN: 44,
	GREEN_JAPAN: 45,
	BLUE_JAPAN: 46,
	LEGENDS_ZA: 47,
	MEGA_DIMENSION: 48,
	CHAMPIONS: 49,
	THE_ISLE_OF_ARMOR_SHIELD: 50,
	THE_CROWN_TUNDRA_SHIELD: 51,
	THE_TEAL_MASK_VIOLET: 52,
	THE_INDIGO_DISK_VIOLET: 53,
	/**
	* @deprecated The endpoint names this `the-crown-tundra-sword` now.
	*   Use {@link VERSIONS.THE_CROWN_TUNDRA_SWORD}. Removed in 3.0.
	*/
	THE_CROWN_TUNDRA: 36,
	/**
	* @deprecated The endpoint names this `the-isle-of-armor-sword` now.
	*   Use {@link VERSIONS.THE_ISLE_OF_ARMOR_SWORD}. Removed in 3.0.
	*/
	THE_ISLE_OF_ARMOR: 35
};
const VERSION_GROUPS = {
	RED_BLUE: 1,
	YELLOW: 2,
	GOLD_SILVER: 3,
	CRYSTAL: 4,
	RUBY_SAPPHIRE: 5,
	EMERALD: 6,
	FIRERED_LEAFGREEN: 7,
	DIAMOND_PEARL: 8,
	PLATINUM: 9,
	HEARTGOLD_SOULSILVER: 10,
	BLACK_WHITE: 11,
	COLOSSEUM: 12,
	XD: 13,
	BLACK_2_WHITE_2: 14,
	X_Y: 15,
	OMEGA_RUBY_ALPHA_SAPPHIRE: 16,
	SUN_MOON: 17,
	ULTRA_SUN_ULTRA_MOON: 18,
	LETS_GO_PIKACHU_LETS_GO_EEVEE: 19,
	SWORD_SHIELD: 20,
	THE_ISLE_OF_ARMOR: 21,
	THE_CROWN_TUNDRA: 22,
	BRILLIANT_DIAMOND_SHINING_PEARL: 23,
	LEGENDS_ARCEUS: 24,
	SCARLET_VIOLET: 25,
	THE_TEAL_MASK: 26,
	THE_INDIGO_DISK: 27,
	RED_GREEN_JAPAN: 28,
	BLUE_JAPAN: 29,
	LEGENDS_ZA: 30,
	MEGA_DIMENSION: 31,
	CHAMPIONS: 32,
	/**
	* @deprecated The endpoint names this `brilliant-diamond-shining-pearl` now.
	*   Use {@link VERSION_GROUPS.BRILLIANT_DIAMOND_SHINING_PEARL}. Removed in 3.0.
	*/
	BRILLIANT_DIAMOND_AND_SHINING_PEARL: 23,
	/**
	* @deprecated The endpoint names this `lets-go-pikachu-lets-go-eevee` now.
	*   Use {@link VERSION_GROUPS.LETS_GO_PIKACHU_LETS_GO_EEVEE}. Removed in 3.0.
	*/
	LETS_GO: 19
};

//#endregion
//#region src/constants/items.ts
const ITEM_ATTRIBUTES = {
	COUNTABLE: 1,
	CONSUMABLE: 2,
	USABLE_OVERWORLD: 3,
	USABLE_IN_BATTLE: 4,
	HOLDABLE: 5,
	HOLDABLE_PASSIVE: 6,
	HOLDABLE_ACTIVE: 7,
	UNDERGROUND: 8
};
const ITEM_CATEGORIES = {
	STAT_BOOSTS: 1,
	EFFORT_DROP: 2,
	MEDICINE: 3,
	OTHER: 4,
	IN_A_PINCH: 5,
	PICKY_HEALING: 6,
	TYPE_PROTECTION: 7,
	BAKING_ONLY: 8,
	COLLECTIBLES: 9,
	EVOLUTION: 10,
	SPELUNKING: 11,
	HELD_ITEMS: 12,
	CHOICE: 13,
	EFFORT_TRAINING: 14,
	BAD_HELD_ITEMS: 15,
	TRAINING: 16,
	PLATES: 17,
	SPECIES_SPECIFIC: 18,
	TYPE_ENHANCEMENT: 19,
	EVENT_ITEMS: 20,
	GAMEPLAY: 21,
	PLOT_ADVANCEMENT: 22,
	UNUSED: 23,
	LOOT: 24,
	ALL_MAIL: 25,
	VITAMINS: 26,
	HEALING: 27,
	PP_RECOVERY: 28,
	REVIVAL: 29,
	STATUS_CURES: 30,
	MULCH: 32,
	SPECIAL_BALLS: 33,
	STANDARD_BALLS: 34,
	DEX_COMPLETION: 35,
	SCARVES: 36,
	ALL_MACHINES: 37,
	FLUTES: 38,
	APRICORN_BALLS: 39,
	APRICORN_BOX: 40,
	DATA_CARDS: 41,
	JEWELS: 42,
	MIRACLE_SHOOTER: 43,
	MEGA_STONES: 44,
	MEMORIES: 45,
	Z_CRYSTALS: 46,
	SPECIES_CANDIES: 47,
	CATCHING_BONUS: 48,
	DYNAMAX_CRYSTALS: 49,
	NATURE_MINTS: 50,
	CURRY_INGREDIENTS: 51,
	TERA_SHARD: 52,
	SANDWICH_INGREDIENTS: 53,
	TM_MATERIALS: 54,
	PICNIC: 55,
	/**
	* @deprecated Misspelled: the endpoint names this `dynamax-crystals`.
	*   Use {@link ITEM_CATEGORIES.DYNAMAX_CRYSTALS}. Removed in 3.0.
	*/
	DYNAMAX_CRISTALS: 49
};
const ITEM_FLING_EFFECTS = {
	BADLY_POISON: 1,
	BURN: 2,
	BERRY_EFFECT: 3,
	HERB_EFFECT: 4,
	PARALYZE: 5,
	POISON: 6,
	FLINCH: 7
};
const ITEM_POCKETS = {
	MISC: 1,
	MEDICINE: 2,
	POKEBALLS: 3,
	MACHINES: 4,
	BERRIES: 5,
	MAIL: 6,
	BATTLE: 7,
	KEY: 8
};

//#endregion
//#region src/constants/locations.ts
const REGIONS = {
	KANTO: 1,
	JOHTO: 2,
	HOENN: 3,
	SINNOH: 4,
	UNOVA: 5,
	KALOS: 6,
	ALOLA: 7,
	GALAR: 8,
	HISUI: 9,
	PALDEA: 10,
	ORRE: 11
};
const PAL_PARK_AREAS = {
	FOREST: 1,
	FIELD: 2,
	MOUNTAIN: 3,
	POND: 4,
	SEA: 5
};

//#endregion
//#region src/constants/moves.ts
const MOVE_AILMENTS = {
	UNKNOWN: -1,
	NONE: 0,
	PARALYSIS: 1,
	SLEEP: 2,
	FREEZE: 3,
	BURN: 4,
	POISON: 5,
	CONFUSION: 6,
	INFATUATION: 7,
	TRAP: 8,
	NIGHTMARE: 9,
	TORMENT: 12,
	DISABLE: 13,
	YAWN: 14,
	HEAL_BLOCK: 15,
	NO_TYPE_IMMUNITY: 17,
	LEECH_SEED: 18,
	EMBARGO: 19,
	PERISH_SONG: 20,
	INGRAIN: 21,
	SILENCE: 24,
	TAR_SHOT: 42,
	PROTECT: 43
};
const MOVE_BATTLE_STYLES = {
	ATTACK: 1,
	DEFENSE: 2,
	SUPPORT: 3
};
const MOVE_CATEGORIES = {
	DAMAGE: 0,
	AILMENT: 1,
	NET_GOOD_STATS: 2,
	HEAL: 3,
	DAMAGE_AILMENT: 4,
	SWAGGER: 5,
	DAMAGE_LOWER: 6,
	DAMAGE_RAISE: 7,
	DAMAGE_HEAL: 8,
	OHKO: 9,
	WHOLE_FIELD_EFFECT: 10,
	FIELD_EFFECT: 11,
	FORCE_SWITCH: 12,
	UNIQUE: 13
};
const MOVE_DAMAGE_CLASSES = {
	STATUS: 1,
	PHYSICAL: 2,
	SPECIAL: 3
};
const MOVE_LEARN_METHODS = {
	LEVEL_UP: 1,
	EGG: 2,
	TUTOR: 3,
	MACHINE: 4,
	STADIUM_SURFING_PIKACHU: 5,
	LIGHT_BALL_EGG: 6,
	COLOSSEUM_PURIFICATION: 7,
	XD_SHADOW: 8,
	XD_PURIFICATION: 9,
	FORM_CHANGE: 10,
	ZYGARDE_CUBE: 11,
	TRAIN: 12
};
const MOVE_TARGETS = {
	SPECIFIC_MOVE: 1,
	SELECTED_POKEMON_ME_FIRST: 2,
	ALLY: 3,
	USERS_FIELD: 4,
	USER_OR_ALLY: 5,
	OPPONENTS_FIELD: 6,
	USER: 7,
	RANDOM_OPPONENT: 8,
	ALL_OTHER_POKEMON: 9,
	SELECTED_POKEMON: 10,
	ALL_OPPONENTS: 11,
	ENTIRE_FIELD: 12,
	USER_AND_ALLIES: 13,
	ALL_POKEMON: 14,
	ALL_ALLIES: 15,
	FAINTING_POKEMON: 16,
	/**
	* @deprecated Misspelled: the endpoint names this `user-and-allies`.
	*   Use {@link MOVE_TARGETS.USER_AND_ALLIES}. Removed in 3.0.
	*/
	USER_AND_ALIES: 13
};

//#endregion
//#region src/constants/pokemon.ts
const EGG_GROUPS = {
	MONSTER: 1,
	WATER1: 2,
	BUG: 3,
	FLYING: 4,
	GROUND: 5,
	FAIRY: 6,
	PLANT: 7,
	HUMANSHAPE: 8,
	WATER3: 9,
	MINERAL: 10,
	INDETERMINATE: 11,
	WATER2: 12,
	DITTO: 13,
	DRAGON: 14,
	NO_EGGS: 15
};
const GENDERS = {
	FEMALE: 1,
	MALE: 2,
	GENDERLESS: 3
};
const GROWTH_RATES = {
	SLOW: 1,
	MEDIUM: 2,
	FAST: 3,
	MEDIUM_SLOW: 4,
	SLOW_THEN_VERY_FAST: 5,
	FAST_THEN_VERY_SLOW: 6
};
const NATURES = {
	HARDY: 1,
	BOLD: 2,
	MODEST: 3,
	CALM: 4,
	TIMID: 5,
	LONELY: 6,
	DOCILE: 7,
	MILD: 8,
	GENTLE: 9,
	HASTY: 10,
	ADAMANT: 11,
	IMPISH: 12,
	BASHFUL: 13,
	CAREFUL: 14,
	RASH: 15,
	JOLLY: 16,
	NAUGHTY: 17,
	LAX: 18,
	QUIRKY: 19,
	NAIVE: 20,
	BRAVE: 21,
	RELAXED: 22,
	QUIET: 23,
	SASSY: 24,
	SERIOUS: 25
};
const POKEATHLON_STATS = {
	SPEED: 1,
	POWER: 2,
	SKILL: 3,
	STAMINA: 4,
	JUMP: 5
};
const POKEMON_COLORS = {
	BLACK: 1,
	BLUE: 2,
	BROWN: 3,
	GRAY: 4,
	GREEN: 5,
	PINK: 6,
	PURPLE: 7,
	RED: 8,
	WHITE: 9,
	YELLOW: 10
};
const POKEMON_HABITATS = {
	CAVE: 1,
	FOREST: 2,
	GRASSLAND: 3,
	MOUNTAIN: 4,
	RARE: 5,
	ROUGH_TERRAIN: 6,
	SEA: 7,
	URBAN: 8,
	WATERS_EDGE: 9,
	/**
	* @deprecated Misspelled: the endpoint names this `mountain`.
	*   Use {@link POKEMON_HABITATS.MOUNTAIN}. Removed in 3.0.
	*/
	MONTAIN: 4
};
const POKEMON_SHAPES = {
	BALL: 1,
	SQUIGGLE: 2,
	FISH: 3,
	ARMS: 4,
	BLOB: 5,
	UPRIGHT: 6,
	LEGS: 7,
	QUADRUPED: 8,
	WINGS: 9,
	TENTACLES: 10,
	HEADS: 11,
	HUMANOID: 12,
	BUG_WINGS: 13,
	ARMOR: 14
};
const STATS = {
	HP: 1,
	ATTACK: 2,
	DEFENSE: 3,
	SPECIAL_ATTACK: 4,
	SPECIAL_DEFENSE: 5,
	SPEED: 6,
	ACCURACY: 7,
	EVASION: 8,
	SPECIAL: 9
};
const TYPES = {
	NORMAL: 1,
	FIGHTING: 2,
	FLYING: 3,
	POISON: 4,
	GROUND: 5,
	ROCK: 6,
	BUG: 7,
	GHOST: 8,
	STEEL: 9,
	FIRE: 10,
	WATER: 11,
	GRASS: 12,
	ELECTRIC: 13,
	PSYCHIC: 14,
	ICE: 15,
	DRAGON: 16,
	DARK: 17,
	FAIRY: 18,
	STELLAR: 19,
	UNKNOWN: 10001,
	SHADOW: 10002
};

//#endregion
//#region src/constants/urls.ts
const BASE_URL = {
	REST: "https://pokeapi.co/api/v2",
	/** Root of the sprite repository the API's own sprite URLs point at. */
	SPRITES: "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites"
};

//#endregion
//#region src/constants/utilities.ts
const LANGUAGES = {
	JA_HRKT: 1,
	JA_ROMA: 2,
	KO: 3,
	ZH_HANT: 4,
	FR: 5,
	DE: 6,
	ES: 7,
	IT: 8,
	EN: 9,
	CS: 10,
	JA: 11,
	ZH_HANS: 12,
	PT_BR: 13,
	ES_419: 14
};

//#endregion
//#region src/constants/index.ts
var constants_exports = /* @__PURE__ */ __exportAll({
	BASE_URL: () => BASE_URL,
	BERRIES: () => BERRIES,
	BERRY_FIRMNESSES: () => BERRY_FIRMNESSES,
	BERRY_FLAVORS: () => BERRY_FLAVORS,
	CONTEST_TYPES: () => CONTEST_TYPES,
	CURRENCIES: () => CURRENCIES,
	EGG_GROUPS: () => EGG_GROUPS,
	ENCOUNTER_CONDITIONS: () => ENCOUNTER_CONDITIONS,
	ENCOUNTER_CONDITION_VALUES: () => ENCOUNTER_CONDITION_VALUES,
	ENCOUNTER_METHODS: () => ENCOUNTER_METHODS,
	ENDPOINTS: () => ENDPOINTS,
	EVOLUTION_TRIGGERS: () => EVOLUTION_TRIGGERS,
	EVOLUTION_VARIABLES: () => EVOLUTION_VARIABLES,
	GENDERS: () => GENDERS,
	GENERATIONS: () => GENERATIONS,
	GROWTH_RATES: () => GROWTH_RATES,
	ITEM_ATTRIBUTES: () => ITEM_ATTRIBUTES,
	ITEM_CATEGORIES: () => ITEM_CATEGORIES,
	ITEM_FLING_EFFECTS: () => ITEM_FLING_EFFECTS,
	ITEM_POCKETS: () => ITEM_POCKETS,
	LANGUAGES: () => LANGUAGES,
	MOVE_AILMENTS: () => MOVE_AILMENTS,
	MOVE_BATTLE_STYLES: () => MOVE_BATTLE_STYLES,
	MOVE_CATEGORIES: () => MOVE_CATEGORIES,
	MOVE_DAMAGE_CLASSES: () => MOVE_DAMAGE_CLASSES,
	MOVE_LEARN_METHODS: () => MOVE_LEARN_METHODS,
	MOVE_TARGETS: () => MOVE_TARGETS,
	NATURES: () => NATURES,
	PAL_PARK_AREAS: () => PAL_PARK_AREAS,
	POKEATHLON_STATS: () => POKEATHLON_STATS,
	POKEDEXES: () => POKEDEXES,
	POKEMON_COLORS: () => POKEMON_COLORS,
	POKEMON_HABITATS: () => POKEMON_HABITATS,
	POKEMON_SHAPES: () => POKEMON_SHAPES,
	REGIONS: () => REGIONS,
	STATS: () => STATS,
	TYPES: () => TYPES,
	VERSIONS: () => VERSIONS,
	VERSION_GROUPS: () => VERSION_GROUPS
});

//#endregion
//#region src/config/cache.ts
/** Five minutes. */
const DEFAULT_TTL = 3e5;
const DEFAULT_MAX_ENTRIES = 500;
/** Default namespace for the keys {@link WebStorageCache} owns. */
const DEFAULT_PREFIX = "pokenode:";
/**
* How many entries a bounded store keeps.
*
* A non-finite limit falls back to the default rather than being clamped:
* `size >= NaN` is never true, and a bound that is never reached is not a bound
* — `maxEntries` is exactly the sort of option that arrives as
* `Number(process.env.CACHE_SIZE)`. Zero and below keep nothing.
*/
const entryLimit = (value, fallback) => value !== void 0 && Number.isFinite(value) ? Math.max(Math.floor(value), 0) : fallback;
/**
* ## Memory Cache
* The default {@link CacheStore}: a bounded, time-to-live cache held in memory.
*
* Values are stored and returned by reference — mutating a response also mutates
* what later cache hits return, so treat responses as read-only.
*/
var MemoryCache = class {
	entries = /* @__PURE__ */ new Map();
	ttl;
	maxEntries;
	constructor(options) {
		this.ttl = options?.ttl ?? DEFAULT_TTL;
		this.maxEntries = entryLimit(options?.maxEntries, DEFAULT_MAX_ENTRIES);
	}
	get(key) {
		const entry = this.entries.get(key);
		if (!entry) return;
		if (entry.expiresAt <= Date.now()) {
			this.entries.delete(key);
			return;
		}
		this.entries.delete(key);
		this.entries.set(key, entry);
		return entry.value;
	}
	set(key, value) {
		this.entries.delete(key);
		if (this.maxEntries === 0) return;
		if (this.entries.size >= this.maxEntries) {
			const oldest = this.entries.keys().next();
			if (!oldest.done) this.entries.delete(oldest.value);
		}
		this.entries.set(key, {
			value,
			expiresAt: Date.now() + this.ttl
		});
	}
	delete(key) {
		this.entries.delete(key);
	}
	clear() {
		this.entries.clear();
	}
};
/** How many URLs an {@link EtagStore} remembers before evicting the oldest. */
const DEFAULT_ETAG_ENTRIES = 500;
/**
* ## Etag Store
* Remembers the `ETag` each URL answered with, and the body it identified, so an
* expired cache entry can be revalidated instead of downloaded again.
*
* Deliberately not a {@link CacheStore}: the two answer different questions. A
* `CacheStore` says "this response is still fresh, use it"; this says "here is
* what the response was last time, ask the server whether it still holds". They
* are kept apart so that a store someone else owns — a shared Redis — is never
* given a second key shape, and `cache.get(url)` keeps returning the resource
* itself.
*
* Entries live in memory and are never persisted: an `ETag` is only worth what
* the body beside it is, and the body is what would cost memory to keep.
*/
var EtagStore = class {
	entries = /* @__PURE__ */ new Map();
	maxEntries;
	constructor(options) {
		this.maxEntries = entryLimit(options?.maxEntries, DEFAULT_ETAG_ENTRIES);
	}
	get(url) {
		const entry = this.entries.get(url);
		if (!entry) return;
		this.entries.delete(url);
		this.entries.set(url, entry);
		return entry;
	}
	set(url, entry) {
		this.entries.delete(url);
		if (this.maxEntries === 0) return;
		if (this.entries.size >= this.maxEntries) {
			const oldest = this.entries.keys().next();
			if (!oldest.done) this.entries.delete(oldest.value);
		}
		this.entries.set(url, entry);
	}
	clear() {
		this.entries.clear();
	}
};
/**
* ## Web Storage Cache
* A {@link CacheStore} backed by `localStorage` or `sessionStorage`, so a cached
* response survives a page reload.
*
* ```ts
* const api = new PokemonClient({ cache: new WebStorageCache({ storage: localStorage }) });
* ```
*
* Only keys under {@link WebStorageCacheOptions.prefix} are ever read, evicted or
* cleared — the storage is assumed to be shared with the surrounding application.
*
* Values round-trip through JSON, so unlike {@link MemoryCache} every hit returns a
* fresh copy. Anything a `JSON.stringify` cannot represent does not survive, which
* covers every PokéAPI response.
*
* A storage that throws instead of answering is treated as empty: a read is a miss
* and a write is dropped, because neither is worth failing the request that
* triggered it over.
*/
var WebStorageCache = class {
	storage;
	ttl;
	prefix;
	constructor(options) {
		this.storage = options.storage;
		this.ttl = options.ttl ?? DEFAULT_TTL;
		this.prefix = options.prefix ?? DEFAULT_PREFIX;
	}
	async get(key) {
		const entry = await this.read(this.prefix + key);
		if (!entry) return;
		if (entry.expiresAt <= Date.now()) {
			await this.remove(this.prefix + key);
			return;
		}
		return entry.value;
	}
	async set(key, value) {
		const entry = JSON.stringify({
			value,
			expiresAt: Date.now() + this.ttl
		});
		try {
			await this.storage.setItem(this.prefix + key, entry);
		} catch {
			await this.evict();
			try {
				await this.storage.setItem(this.prefix + key, entry);
			} catch {
				return;
			}
		}
	}
	async delete(key) {
		await this.storage.removeItem(this.prefix + key);
	}
	async clear() {
		for (const key of await this.ownKeys()) await this.remove(key);
	}
	/** Reads a namespaced key, treating unreadable content as a miss. */
	async read(key) {
		let stored;
		try {
			stored = await this.storage.getItem(key);
		} catch {
			return;
		}
		if (stored === null) return;
		try {
			return JSON.parse(stored);
		} catch {
			await this.remove(key);
			return;
		}
	}
	/**
	* Frees space by dropping expired entries, falling back to the ones closest to
	* expiring when nothing has expired yet.
	*/
	async evict() {
		const keys = await this.ownKeys();
		const entries = await Promise.all(keys.map(async (key) => ({
			key,
			expiresAt: (await this.read(key))?.expiresAt
		})));
		const now = Date.now();
		const expired = entries.filter(({ expiresAt }) => expiresAt === void 0 || expiresAt <= now);
		if (expired.length > 0) {
			for (const { key } of expired) await this.remove(key);
			return;
		}
		const soonest = entries.sort((a, b) => (a.expiresAt ?? 0) - (b.expiresAt ?? 0));
		for (const { key } of soonest.slice(0, Math.ceil(soonest.length / 4))) await this.remove(key);
	}
	/**
	* Collects this store's keys before any removal: `key(index)` walks a list that
	* shifts underneath a loop that deletes as it goes.
	*/
	async ownKeys() {
		return (await this.allKeys()).filter((key) => key.startsWith(this.prefix));
	}
	/**
	* Every key the storage holds, however it is willing to list them. A storage
	* offering no enumeration at all reports none, which leaves eviction and
	* `clear` as no-ops rather than an error on a path that only tidies up.
	*/
	async allKeys() {
		try {
			if (this.storage.getAllKeys !== void 0) return [...await this.storage.getAllKeys()];
			const { key, length } = this.storage;
			if (key === void 0 || length === void 0) return [];
			const keys = [];
			for (let index = 0; index < length; index += 1) {
				const found = key.call(this.storage, index);
				if (found !== null) keys.push(found);
			}
			return keys;
		} catch {
			return [];
		}
	}
	/** Removes a key on a path that is only tidying up, where a refusal is moot. */
	async remove(key) {
		try {
			await this.storage.removeItem(key);
		} catch {}
	}
};

//#endregion
//#region src/config/errors.ts
/**
* Brands the error, so the guard can match on it instead of the prototype chain:
* a tree loading both the ESM and the CJS build has two distinct classes.
*/
const ERROR_KIND = "pokenode:http";
/**
* ## Pokenode Error
* Thrown when the PokéAPI answers with a non-2xx status. Transport failures are
* not wrapped — the native error propagates untouched.
*/
var PokenodeError = class extends Error {
	name = "PokenodeError";
	kind = ERROR_KIND;
	/** HTTP status code of the response. */
	status;
	/** HTTP status text of the response. */
	statusText;
	/** URL that produced the error. */
	url;
	/** Parsed response body, when the error response carried JSON. */
	body;
	/**
	* @param message Overrides the default text, for a status whose failure is not
	*   self-explanatory.
	*/
	constructor(response, body, message) {
		super(message ?? `Request to ${response.url} failed with status ${response.status}`);
		this.status = response.status;
		this.statusText = response.statusText;
		this.url = response.url;
		this.body = body;
	}
	/** Whether the error came from a pokenode-ts client. */
	static isPokenodeError(error) {
		return typeof error === "object" && error !== null && "kind" in error && error.kind === ERROR_KIND;
	}
};
/**
* Builds a {@link PokenodeError} from a failed response, reading the body when
* it is JSON. The PokéAPI answers 404s with plain text, so a parse failure is
* expected and leaves `body` undefined.
*/
const toPokenodeError = async (response, message) => {
	let body;
	try {
		body = await response.json();
	} catch {
		body = void 0;
	}
	return new PokenodeError(response, body, message);
};

//#endregion
//#region src/config/logger.ts
/**
* Builds the message keys both logging families expect. Internal — the payload
* types are the public contract.
*/
const logMessage = (text) => ({
	msg: text,
	message: text
});
/**
* A {@link Logger} that writes the request lifecycle to the console as one
* formatted line per event.
*
* `console` itself is a valid {@link Logger} and logs the payload as an object;
* this is for when the terminal should stay readable.
*/
const consoleLogger = {
	debug(payload) {
		if (payload.event === "request") {
			console.log(`[ Request Config ] ${payload.method} | ${payload.url}`);
			return;
		}
		if (payload.event === "retry") {
			console.log(`[ Retry ] ATTEMPT ${payload.attempt} | STATUS ${payload.status ?? "NONE"} | IN ${payload.delayMs.toFixed(0)}ms | ${payload.url}`);
			return;
		}
		if (payload.event === "cancelled") {
			console.log(`[ Cancelled ] ${payload.url} | AFTER ${payload.durationMs.toFixed(1)}ms`);
			return;
		}
		console.log(`[ Response ] STATUS ${payload.status} | ${payload.source.toUpperCase()} | ${payload.durationMs.toFixed(1)}ms`);
	},
	error({ url, err }) {
		const { name, message } = err instanceof Error ? err : {
			name: "UNKNOWN",
			message: String(err)
		};
		console.error(`[ Response Error ] ${url} | CODE ${name} | ${message}`);
	}
};

//#endregion
//#region src/internal/inflight.ts
/**
* ## In Flight
* The requests currently on the wire, keyed by URL, so concurrent callers asking
* for the same one share a single round trip.
*
* Held by a transport's shared state and passed by reference, so a scoped
* transport joins the requests already running rather than starting its own.
*
* Internal, and deliberately ignorant of what a request resolves to: it owns the
* bookkeeping — who is still waiting, who may cancel, when an entry is forgotten
* — and nothing about HTTP.
*/
var InFlight = class {
	requests = /* @__PURE__ */ new Map();
	/**
	* Resolves `key` through the request already running for it, or through a new
	* one started by `start`.
	*
	* `start` is handed the signal to cancel with, which is not the caller's: the
	* callers sharing a request come and go, and only the last one to leave may
	* cancel it.
	*/
	async share(key, signal, start) {
		const pending = this.requests.get(key);
		const entry = pending ?? this.dispatch(key, signal, start);
		return {
			value: await this.join(key, entry, signal),
			joined: pending !== void 0
		};
	}
	/** Issues a request and remembers it, so a concurrent caller can share it. */
	dispatch(key, signal, start) {
		const controller = signal ? new AbortController() : void 0;
		const entry = {
			promise: start(controller?.signal),
			controller,
			waiters: 0
		};
		entry.promise = entry.promise.finally(() => this.release(key, entry));
		entry.promise.catch(() => {});
		this.requests.set(key, entry);
		return entry;
	}
	/**
	* Forgets a request, unless a later caller has already replaced it: a request
	* that was aborted leaves the map before it settles, and the one dispatched in
	* its place must survive its predecessor finishing.
	*/
	release(key, entry) {
		if (this.requests.get(key) === entry) this.requests.delete(key);
	}
	/**
	* Awaits a request, cancelling it if this caller was the last one interested.
	*
	* A caller with no signal never leaves early, so it holds the request open for
	* everyone — including a scoped caller that joined later and gave up.
	*/
	join(key, entry, signal) {
		entry.waiters += 1;
		if (!signal) return entry.promise;
		return new Promise((resolve, reject) => {
			const leave = () => {
				entry.waiters -= 1;
				if (entry.waiters > 0) return;
				this.release(key, entry);
				entry.controller?.abort(signal.reason);
			};
			if (signal.aborted) {
				leave();
				reject(signal.reason);
				return;
			}
			const onAbort = () => {
				leave();
				reject(signal.reason);
			};
			signal.addEventListener("abort", onAbort, { once: true });
			entry.promise.then((value) => {
				signal.removeEventListener("abort", onAbort);
				resolve(value);
			}, (error) => {
				signal.removeEventListener("abort", onAbort);
				reject(error);
			});
		});
	}
};

//#endregion
//#region src/internal/pool.ts
/**
* How many requests the helpers that fetch many resources at once will run in
* parallel. Kept low on purpose: see the PokéAPI fair-use policy.
*/
const DEFAULT_CONCURRENCY = 4;
/**
* Runs `task` over `items` with at most `concurrency` of them in flight, and
* returns the results in the order the items came in.
*
* Internal: the PokéAPI's fair-use policy asks clients not to flood it, so the
* places that resolve many links at once go through here rather than
* `Promise.all`.
*
* The first failure stops the pool — workers check before taking more work, so
* a rejection does not leave a tail of requests running for a result nobody will
* read.
*/
const mapWithConcurrency = async (items, concurrency, task) => {
	const results = new Array(items.length);
	let cursor = 0;
	let failed = false;
	const worker = async () => {
		while (cursor < items.length && !failed) {
			const index = cursor;
			cursor += 1;
			try {
				results[index] = await task(items[index]);
			} catch (error) {
				failed = true;
				throw error;
			}
		}
	};
	const requested = Number.isFinite(concurrency) ? concurrency : 4;
	const workers = Array.from({ length: Math.min(Math.max(requested, 1), items.length) }, () => worker());
	await Promise.all(workers);
	return results;
};

//#endregion
//#region src/internal/paginate.ts
/**
* The PokéAPI's own default, and `Transport.list`'s, so a walk pages the way a
* hand-written loop would.
*/
const DEFAULT_PAGE_SIZE = 20;
/**
* Walks every page of a list, yielding one entry at a time.
*
* `resolve` is passed in rather than a transport: this module would otherwise
* have to import the one that imports it.
*/
async function* walk(list, resolve, options) {
	const pageSize = options?.pageSize ?? 20;
	const concurrency = options?.concurrency ?? 4;
	let offset = 0;
	while (true) {
		const page = await list(offset, pageSize);
		if (page.results.length === 0) return;
		if (options?.resolve) yield* await mapWithConcurrency(page.results, concurrency, resolve);
		else yield* page.results;
		offset += page.results.length;
		if (page.results.length < pageSize || offset >= page.count) return;
	}
}

//#endregion
//#region src/internal/retry.ts
const DEFAULT_RETRY_ATTEMPTS = 3;
const DEFAULT_INITIAL_DELAY = 300;
const DEFAULT_MAX_DELAY = 5e3;
/** Transient by definition: rate limiting, and the gateway failures around it. */
const DEFAULT_RETRY_STATUSES = [
	429,
	500,
	502,
	503,
	504
];
/**
* How many attempts a request gets, the first one included. A fractional count
* is rounded down, so `2.5` is two attempts rather than the three that
* `attempt >= attempts` would otherwise allow.
*
* A non-finite count falls back to the default rather than being clamped:
* `Math.max(NaN, 1)` is `NaN`, and an attempt loop bounded by `NaN` never ends.
* `attempts` is exactly the sort of option that arrives as
* `Number(process.env.RETRIES)`.
*/
const attemptCount = (retry) => {
	if (!retry) return 1;
	const requested = retry.attempts ?? DEFAULT_RETRY_ATTEMPTS;
	return Number.isFinite(requested) ? Math.max(Math.floor(requested), 1) : DEFAULT_RETRY_ATTEMPTS;
};
/**
* A configured wait, in milliseconds, or the default when it is not a number
* this client can wait for.
*
* A non-finite value falls back for the reason given on {@link attemptCount}:
* `setTimeout` reads a `NaN` delay as zero, and `x > NaN` is false, so an
* unusable option spends every attempt at once — or accepts any `Retry-After`
* it is sent.
*/
const delayOption = (value, fallback) => value !== void 0 && Number.isFinite(value) ? Math.max(value, 0) : fallback;
/**
* Reads `Retry-After`, which RFC 9110 allows to be either a number of seconds or
* an HTTP date. Returns milliseconds, or nothing when the header is absent or
* unparseable.
*/
const toRetryAfterMs = (header) => {
	if (header === null) return;
	const value = header.trim();
	if (value === "") return;
	const seconds = Number(value);
	if (Number.isFinite(seconds)) return Math.max(seconds, 0) * 1e3;
	const date = Date.parse(value);
	return Number.isNaN(date) ? void 0 : Math.max(date - Date.now(), 0);
};
/**
* Whether an error is a request being cancelled rather than failing. A cancelled
* request is never retried: someone asked for it to stop.
*/
const isAbort = (error, signal) => signal?.aborted === true || error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
/** Waits, unless the request is cancelled first. */
const sleep = (ms, signal) => new Promise((resolve, reject) => {
	if (signal?.aborted) {
		reject(signal.reason);
		return;
	}
	const timer = setTimeout(() => {
		signal?.removeEventListener("abort", onAbort);
		resolve();
	}, ms);
	timer.unref?.();
	const onAbort = () => {
		clearTimeout(timer);
		reject(signal?.reason);
	};
	signal?.addEventListener("abort", onAbort, { once: true });
});
/**
* How long `Retry-After` asks this client to wait, or nothing when the wait is
* {@link backoff}'s to calculate.
*
* @throws {PokenodeError} If the failure is not one this client attempts again.
*/
const retryDelay = async (response, isLast, retry) => {
	const statuses = retry?.statuses ?? DEFAULT_RETRY_STATUSES;
	const maxDelay = delayOption(retry?.maxDelay, DEFAULT_MAX_DELAY);
	if (isLast || !statuses.includes(response.status)) throw await toPokenodeError(response);
	const retryAfter = toRetryAfterMs(response.headers.get("Retry-After"));
	if (retryAfter !== void 0 && retryAfter > maxDelay) throw await toPokenodeError(response);
	return retryAfter;
};
/**
* Waits before the next attempt, and says so through the logger.
*
* The wait is half of a doubling window plus jitter over the other half, so
* clients that failed together do not come back together, and none of them
* comes back immediately. `Retry-After` replaces the calculation outright.
*/
const backoff = async (options) => {
	const { url, attempt, status, retryAfter, signal, retry, logger } = options;
	const initialDelay = delayOption(retry?.initialDelay, DEFAULT_INITIAL_DELAY);
	const maxDelay = delayOption(retry?.maxDelay, DEFAULT_MAX_DELAY);
	const window = Math.min(initialDelay * 2 ** (attempt - 1), maxDelay);
	const delayMs = retryAfter ?? window / 2 + Math.random() * (window / 2);
	logger?.debug({
		event: "retry",
		...logMessage("pokeapi request failed, retrying"),
		url,
		attempt,
		delayMs,
		...status === void 0 ? {} : { status }
	});
	await sleep(delayMs, signal);
};

//#endregion
//#region src/internal/url.ts
/**
* Scanned rather than matched with `/\/+$/`: that pattern backtracks through
* every slash of a long run that turns out not to end the string, which is
* quadratic on a URL an untrusted caller supplies. This walks each character
* once.
*/
const trimTrailingSlash = (url) => {
	let end = url.length;
	while (end > 0 && url[end - 1] === "/") end -= 1;
	return url.slice(0, end);
};
/** Builds the paginated request path shared by both list methods. */
const listPath = (endpoint, offset, limit) => {
	return `${endpoint}?${new URLSearchParams({
		offset: String(offset),
		limit: String(limit)
	})}`;
};
/**
* Drops the trailing slash from a request URL, leaving any query string alone.
*
* Both call paths must produce one cache key: `Transport.resource` builds
* `/berry/1`, while the PokéAPI's own links end in a slash.
*
* Split at the query rather than matched with a lookahead, for the reason given
* on {@link trimTrailingSlash}.
*/
const normalizeURL = (url) => {
	const queryAt = url.indexOf("?");
	if (queryAt === -1) return trimTrailingSlash(url);
	return trimTrailingSlash(url.slice(0, queryAt)) + url.slice(queryAt);
};
/** A path segment naming an API version, as in `/api/v2/berry/1`. */
const API_VERSION_SEGMENT = /^v\d+$/;
/**
* Percent-decodes one userinfo component, leaving a component that cannot be
* decoded as it stands: `URL` accepts sequences `decodeURIComponent` rejects —
* `us%zzer` parses and then throws — and a credential nobody can decode is still
* worth sending as written rather than failing the request over.
*/
const decodeUserinfo = (component) => {
	try {
		return decodeURIComponent(component);
	} catch {
		return component;
	}
};
/** Base64-encodes userinfo as RFC 7617 wants it: UTF-8 bytes, percent-decoded. */
const toBasicAuth = (username, password) => {
	const userinfo = `${decodeUserinfo(username)}:${decodeUserinfo(password)}`;
	const bytes = new TextEncoder().encode(userinfo);
	let latin1 = "";
	for (const byte of bytes) latin1 += String.fromCodePoint(byte);
	return `Basic ${btoa(latin1)}`;
};
/**
* Moves any credentials a URL carries into an `Authorization` header.
*
* A self-hosted instance behind basic auth is configured as
* `https://user:secret@host/api/v2`, and that password must not reach the wire
* as userinfo: `fetch` rejects a credentialed URL outright, and everything
* downstream of the URL — the log payload, the cache key — would carry it.
*
* A URL too malformed to parse cannot carry credentials in the first place, and
* `fetch` is about to reject it anyway, so it is passed through untouched.
*
* The URL that comes back is what everything downstream keys on — the cache
* entry, the in-flight map, the log line — so two calls to the same host under
* different credentials share a cache entry and a round trip. That is the trade
* this exists for: one instance behind one set of credentials. A client per
* identity needs a `CacheStore` per identity to go with it.
*/
const splitCredentials = (url) => {
	if (!url.includes("@")) return {
		url,
		authorization: void 0
	};
	let parsed;
	try {
		parsed = new URL(url);
	} catch {
		return {
			url,
			authorization: void 0
		};
	}
	if (!parsed.username && !parsed.password) return {
		url,
		authorization: void 0
	};
	const authorization = toBasicAuth(parsed.username, parsed.password);
	parsed.username = "";
	parsed.password = "";
	return {
		url: parsed.toString(),
		authorization
	};
};
/**
* Reduces an absolute resource URL to the endpoint path to request.
*
* When the URL belongs to `baseURL`, the path is simply what follows it.
* Otherwise — a link from pokeapi.co handed to a client aimed at a self-hosted
* instance — the path after the API version segment is used, so the resource is
* re-resolved against the client's own base rather than fetched from elsewhere.
*
* The version segment is matched on parsed URL components: a raw-string search
* also matches a host like `api.v2.example.com`.
*/
const toEndpointPath = (resourceURL, baseURL) => {
	const resource = new URL(resourceURL);
	const base = new URL(baseURL);
	const basePath = trimTrailingSlash(base.pathname);
	if (resource.origin === base.origin && (resource.pathname === basePath || resource.pathname.startsWith(`${basePath}/`))) return `${resource.pathname.slice(basePath.length)}${resource.search}`;
	const segments = resource.pathname.split("/");
	const version = segments.findIndex((segment) => API_VERSION_SEGMENT.test(segment));
	if (version === -1) throw new TypeError(`Cannot resolve "${resourceURL}" against the base URL "${baseURL}"`);
	return `/${segments.slice(version + 1).join("/")}${resource.search}`;
};

//#endregion
//#region src/internal/transport.ts
/** Where a resolution came from, as the response log reports it. */
const responseSource = (joined, revalidated) => {
	if (joined) return "in-flight";
	return revalidated === true ? "revalidated" : "network";
};
/** Resolves the `revalidate` option to the store the client will keep, if any. */
const toEtagStore = (revalidate) => {
	if (!revalidate) return;
	return revalidate === true ? new EtagStore() : revalidate;
};
/**
* ## Transport
* Everything a client does that is not naming an endpoint: requests, caching,
* retries, revalidation and logging. The rules it works to live beside it, one
* concern per module — `./url`, `./retry`, `./paginate`, and `./inflight` for
* the coalescing of concurrent requests.
*
* Internal. One transport is built per `MainClient` and handed to all twelve of
* its section clients, which is what makes a resource fetched through one of
* them cached — and coalesced — for the rest.
*/
var Transport = class Transport {
	config;
	state;
	scope;
	constructor(config, state, scope = {}) {
		this.config = config;
		this.state = state;
		this.scope = scope;
	}
	/** Builds a transport, and the state it will share, from public options. */
	static create(clientOptions) {
		return new Transport({
			baseURL: trimTrailingSlash(clientOptions?.baseURL ?? BASE_URL.REST),
			fetch: clientOptions?.fetch ?? ((input, init) => globalThis.fetch(input, init)),
			logger: clientOptions?.logger,
			retry: clientOptions?.retry
		}, {
			cache: clientOptions?.cache === false ? void 0 : clientOptions?.cache ?? new MemoryCache(),
			etags: toEtagStore(clientOptions?.revalidate),
			inFlight: new InFlight(),
			counts: {
				network: 0,
				cache: 0,
				"in-flight": 0,
				revalidated: 0
			},
			roundTrips: { count: 0 }
		});
	}
	/** The counts so far, as a snapshot: the state behind them keeps moving. */
	get stats() {
		const { network, cache, revalidated } = this.state.counts;
		return {
			network,
			cache,
			inFlight: this.state.counts["in-flight"],
			revalidated,
			roundTrips: this.state.roundTrips.count
		};
	}
	/** The store backing this transport, or `undefined` when caching is disabled. */
	get cache() {
		return this.state.cache;
	}
	/**
	* Derives a transport whose requests carry a signal, a timeout, or both.
	*
	* The derived transport shares this one's state, so a scoped call still joins
	* an identical unscoped one instead of repeating it.
	*/
	with(scope) {
		return new Transport(this.config, this.state, {
			...this.scope,
			...scope
		});
	}
	/**
	* Drops every cached response, and the validators held for them: an
	* {@link EtagStore} keeps the bodies it learned, so leaving it would answer
	* the next request with the very body that was just dropped.
	*
	* A {@link CacheStore} that does not implement `clear` is left alone.
	*/
	async clear() {
		await this.state.cache?.clear?.();
		this.state.etags?.clear();
	}
	/**
	* Retrieves a single resource by its endpoint and identifier.
	*
	* Every segment is percent-encoded. A name reaches here as whatever the caller
	* passed — `getBerryByName(req.query.name)` is the shape that call takes — and
	* unencoded a `?` in it becomes a query, a `/` another endpoint, and a `#` a
	* fragment that is dropped before the wire but not before the cache key. A
	* path below the endpoint is given as separate segments for that reason.
	*/
	async resource(endpoint, ...segments) {
		const path = segments.map((segment) => encodeURIComponent(segment)).join("/");
		return this.request(path === "" ? endpoint : `${endpoint}/${path}`);
	}
	/** Retrieves a resource by its URL, or by a link taken from another response. */
	async byURL(resource, baseURL = this.config.baseURL) {
		const url = typeof resource === "string" ? resource : resource.url;
		return this.request(toEndpointPath(url, baseURL), baseURL);
	}
	/** Retrieves one page of a list endpoint. */
	async list(endpoint, offset = 0, limit = 20) {
		return this.request(listPath(endpoint, offset, limit));
	}
	/** Fetches what several links point at, in the order they were given. */
	async resolveAll(resources, concurrency = 4) {
		return mapWithConcurrency(resources, concurrency, (resource) => this.byURL(resource));
	}
	/** Walks every page of a list endpoint, yielding one entry at a time. */
	walk(list, options) {
		return walk(list, (link) => this.byURL(link), options);
	}
	/**
	* Resolves a resource through the cache, then through any identical request
	* already in flight, and only then over the network.
	*
	* The URL is joined by concatenation: `new URL(path, base)` would discard the
	* base's own `/api/v2` path.
	*/
	async request(path, baseURL = this.config.baseURL) {
		const rooted = path.startsWith("/") ? path : `/${path}`;
		const { url, authorization } = splitCredentials(normalizeURL(`${trimTrailingSlash(baseURL)}${rooted}`));
		const startedAt = performance.now();
		this.config.logger?.debug({
			event: "request",
			...logMessage("pokeapi request"),
			method: "GET",
			url
		});
		const signal = this.requestSignal();
		try {
			if (signal?.aborted) throw signal.reason;
			const cached = await this.state.cache?.get(url);
			if (cached !== void 0) {
				this.recordResponse(url, 200, "cache", startedAt);
				return cached;
			}
			const { value, joined } = await this.state.inFlight.share(url, signal, (requestSignal) => this.fetchResource(url, authorization, requestSignal));
			this.recordResponse(url, value.status, responseSource(joined, value.revalidated), startedAt);
			return value.data;
		} catch (error) {
			if (isAbort(error, signal)) {
				this.config.logger?.debug({
					event: "cancelled",
					...logMessage("pokeapi request cancelled"),
					url,
					reason: error,
					durationMs: performance.now() - startedAt
				});
				throw error;
			}
			this.config.logger?.error({
				event: "error",
				...logMessage("pokeapi request failed"),
				url,
				err: error,
				error
			});
			throw error;
		}
	}
	/**
	* The signal this scope puts on a request, or none when it has nothing to
	* cancel with. A timeout is created per request, not per scope: a scope is
	* derived once and used many times.
	*/
	requestSignal() {
		const { signal, timeout } = this.scope;
		if (timeout === void 0) return signal;
		const expiry = AbortSignal.timeout(timeout);
		return signal ? AbortSignal.any([signal, expiry]) : expiry;
	}
	async fetchResource(url, authorization, signal) {
		const known = this.state.etags?.get(url);
		const headers = {
			Accept: "application/json",
			...authorization === void 0 ? {} : { Authorization: authorization },
			...known === void 0 ? {} : { "If-None-Match": known.etag }
		};
		const init = signal ? {
			headers,
			signal
		} : { headers };
		const { retry, logger } = this.config;
		const attempts = attemptCount(retry);
		for (let attempt = 1;; attempt += 1) {
			const isLast = attempt >= attempts;
			let response;
			try {
				this.state.roundTrips.count += 1;
				response = await this.config.fetch(url, init);
			} catch (error) {
				if (isLast || isAbort(error, signal)) throw error;
				await backoff({
					url,
					attempt,
					status: void 0,
					retryAfter: void 0,
					signal,
					retry,
					logger
				});
				continue;
			}
			const resolved = await this.resolveResponse(url, response, known);
			if (resolved !== void 0) return resolved;
			const retryAfter = await retryDelay(response, isLast, retry);
			response.body?.cancel().catch(() => {});
			await backoff({
				url,
				attempt,
				status: response.status,
				retryAfter,
				signal,
				retry,
				logger
			});
		}
	}
	/**
	* The resource a response carries, or nothing when it carries none and another
	* attempt is the question.
	*/
	async resolveResponse(url, response, known) {
		if (response.status === 304) {
			if (known === void 0) throw await toPokenodeError(response, `Request to ${response.url} was answered 304, but this client holds no response to reuse`);
			const refreshed = response.headers.get("ETag");
			if (refreshed !== null && refreshed !== known.etag) this.state.etags?.set(url, {
				etag: refreshed,
				value: known.value
			});
			await this.state.cache?.set(url, known.value);
			return {
				data: known.value,
				status: response.status,
				revalidated: true
			};
		}
		if (!response.ok) return;
		const data = await response.json();
		const etag = response.headers.get("ETag");
		if (etag !== null) this.state.etags?.set(url, {
			etag,
			value: data
		});
		await this.state.cache?.set(url, data);
		return {
			data,
			status: response.status
		};
	}
	/**
	* The one place a resolution is accounted for, however it was resolved — which
	* is what keeps {@link Transport.stats} and the response log saying the same
	* thing about the same request.
	*/
	recordResponse(url, status, source, startedAt) {
		this.state.counts[source] += 1;
		this.config.logger?.debug({
			event: "response",
			...logMessage("pokeapi response"),
			url,
			status,
			source,
			durationMs: performance.now() - startedAt
		});
	}
};

//#endregion
//#region src/clients/base.ts
/**
* ## Client Facade
* What every client is, underneath: something that owns a transport and talks
* to it. Holds the members {@link BaseClient} and {@link MainClient} would
* otherwise each declare — the cache, the scope, and following a link.
*
* The transport is a `#private` field rather than a `protected` one so that
* nothing about it reaches the published types: a `protected` member keeps its
* type in the emitted `.d.ts`, which would put the whole internal transport
* surface in front of consumers who cannot name it.
*/
var ClientFacade = class {
	#transport;
	constructor(source) {
		this.#transport = source instanceof Transport ? source : Transport.create(source);
	}
	/** The store backing this client, or `undefined` when caching is disabled. */
	get cache() {
		return this.#transport.cache;
	}
	/**
	* How many resolutions came from where.
	*
	* ```ts
	* await api.pokemon.getPokemonByName('luxray');
	* await api.pokemon.getPokemonByName('luxray');
	*
	* api.stats; // { network: 1, cache: 1, inFlight: 0, revalidated: 0, roundTrips: 1 }
	* ```
	*
	* The counts are the transport's, so they cover every section of a
	* {@link MainClient} and every client derived with {@link ClientFacade.with} —
	* the same sharing that makes one cache serve all of them.
	*
	* A snapshot, read at the moment it is asked for. Keeping one to compare
	* against later means keeping the object, not the client.
	*/
	get stats() {
		return this.#transport.stats;
	}
	/**
	* What has been counted since `snapshot` was taken.
	*
	* ```ts
	* const before = api.stats;
	* await renderTeam();
	*
	* api.statsSince(before).roundTrips; // what that render cost
	* ```
	*
	* There is no way to reset the counts, and this is why: the transport behind
	* them is shared by every section of a {@link MainClient} and by every client
	* derived with {@link ClientFacade.with}, so zeroing it for one measurement
	* zeroes it for whatever else is measuring. Subtraction is the same answer
	* without the shared mutation.
	*/
	statsSince(snapshot) {
		const now = this.#transport.stats;
		return {
			network: now.network - snapshot.network,
			cache: now.cache - snapshot.cache,
			inFlight: now.inFlight - snapshot.inFlight,
			revalidated: now.revalidated - snapshot.revalidated,
			roundTrips: now.roundTrips - snapshot.roundTrips
		};
	}
	/**
	* Derives a client whose requests carry a signal, a timeout, or both.
	*
	* The clone shares this client's transport — its cache, its validators and the
	* requests already on the wire — so a scoped call still joins an identical
	* unscoped one instead of repeating it. Cloning is cheap, but not free: derive
	* one per unit of work — a request handler, a job — rather than one per call.
	*
	* ```ts
	* const scoped = api.with({ signal: request.signal, timeout: 2_000 });
	* ```
	*/
	with(scope) {
		const Client = this.constructor;
		return new Client(this.#transport.with(scope));
	}
	/**
	* Drops every cached response, and any `ETag` learned for one — otherwise the
	* next request revalidates and is answered with the body just dropped.
	*
	* A {@link CacheStore} that does not implement `clear` is left alone.
	*
	* The store is the transport's, so a client sharing one with others clears
	* theirs too.
	*/
	async clearCache() {
		await this.#transport.clear();
	}
	/**
	* Fetches what a link points at, through this client's cache and scope.
	*
	* A link carries what it points at, so the result is typed without saying so:
	*
	* ```ts
	* const pokemon = await api.getPokemonByName('luxray');
	* const species = await api.resolve(pokemon.species);
	* //    ^? PokemonSpecies
	* ```
	*
	* A link names a resource, not a section, so any client resolves any link.
	*
	* @throws {TypeError} If the URL is not valid, or names no PokéAPI endpoint.
	*/
	async resolve(resource) {
		return this.#transport.byURL(resource);
	}
	/**
	* Fetches what several links point at, in the order they were given.
	*
	* At most `concurrency` requests run at a time — four by default, because the
	* PokéAPI's fair-use policy asks clients not to flood it. The first failure
	* rejects, and no further link is fetched.
	*
	* ```ts
	* const types = await api.resolveAll(pokemon.types.map((slot) => slot.type));
	* //    ^? Type[]
	* ```
	*/
	async resolveAll(resources, options) {
		return this.#transport.resolveAll(resources, options?.concurrency);
	}
	/**
	* Retrieves a single resource from the PokéAPI by its endpoint and identifier.
	*
	* @param segments - The identifier of the resource, followed by any path below
	*   it. Each is percent-encoded, so pass `id, 'encounters'` rather than
	*   `` `${id}/encounters` ``. Omit them to address the endpoint itself.
	*/
	async getResource(endpoint, ...segments) {
		return this.#transport.resource(endpoint, ...segments);
	}
	/**
	* Retrieves a resource by its URL, or by a link taken from another response.
	*
	* A link knows what it points at, so passing one infers `T`; a bare string
	* does not, and needs `T` named.
	*
	* @throws {TypeError} If the URL is not valid, or names no endpoint under `baseURL`.
	*/
	async getResourceByURL(resource, baseURL) {
		return this.#transport.byURL(resource, baseURL);
	}
	/**
	* Retrieves a list of resources from the PokéAPI with pagination support.
	*
	* @template T - What the listed links resolve to.
	*/
	async getListResource(endpoint, offset, limit) {
		return this.#transport.list(endpoint, offset, limit);
	}
	/**
	* Retrieves a list of resources that have no name to list, with pagination support.
	*
	* @template T - What the listed links resolve to.
	*/
	async getUnnamedListResource(endpoint, offset, limit) {
		return this.#transport.list(endpoint, offset, limit);
	}
	/**
	* Walks every page of a list, yielding one entry at a time. The bridge
	* {@link BaseClient.paginate} reaches the transport through, so that no
	* signature here has to name one.
	*/
	walk(list, options) {
		return this.#transport.walk(list, options);
	}
};
/**
* ## Base Client
* Base class for every section client. Names endpoints; the transport behind
* {@link ClientFacade} does everything else — requests, caching, coalescing,
* retries and logs.
*
* A {@link MainClient} builds one transport and hands it to all twelve of its
* section clients, which is what makes them share a cache and a round trip.
*/
var BaseClient = class extends ClientFacade {
	paginate(list, options) {
		const listPage = typeof list === "function" ? list : (offset, limit) => this[list](offset, limit);
		return this.walk(listPage, options);
	}
};

//#endregion
//#region src/clients/berry.client.ts
/**
* ### Berry Client
*
* Client used to access the Berry Endpoints:
*
* - [Berries](https://pokeapi.co/docs/v2#berries)
* - [Berry Firmnesses](https://pokeapi.co/docs/v2#berry-firmnesses)
* - [Berry Flavors](https://pokeapi.co/docs/v2#berry-flavors)
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2#berries-section)
*/
var BerryClient = class extends BaseClient {
	/** Get a Berry by its name. */
	async getBerryByName(name) {
		return this.getResource(ENDPOINTS.BERRY, name);
	}
	/** Get a Berry by its ID. */
	async getBerryById(id) {
		return this.getResource(ENDPOINTS.BERRY, id);
	}
	/** Get a Berry Firmness by its ID. */
	async getBerryFirmnessById(id) {
		return this.getResource(ENDPOINTS.BERRY_FIRMNESS, id);
	}
	/** Get a Berry Firmness by its name. */
	async getBerryFirmnessByName(name) {
		return this.getResource(ENDPOINTS.BERRY_FIRMNESS, name);
	}
	/** Get a Berry Flavor by its ID. */
	async getBerryFlavorById(id) {
		return this.getResource(ENDPOINTS.BERRY_FLAVOR, id);
	}
	/** Get a Berry Flavor by its name. */
	async getBerryFlavorByName(name) {
		return this.getResource(ENDPOINTS.BERRY_FLAVOR, name);
	}
	/** List Berries. Page defaults to 20 entries from offset 0. */
	async listBerries(offset, limit) {
		return this.getListResource(ENDPOINTS.BERRY, offset, limit);
	}
	/** List Berry Firmnesses. Page defaults to 20 entries from offset 0. */
	async listBerryFirmnesses(offset, limit) {
		return this.getListResource(ENDPOINTS.BERRY_FIRMNESS, offset, limit);
	}
	/** List Berry Flavors. Page defaults to 20 entries from offset 0. */
	async listBerryFlavors(offset, limit) {
		return this.getListResource(ENDPOINTS.BERRY_FLAVOR, offset, limit);
	}
};

//#endregion
//#region src/clients/contest.client.ts
/**
* ### Contest Client
*
* Client used to access the Contest Endpoints:
*
* - [Contest Types](https://pokeapi.co/docs/v2#contest-types)
* - [Contest Effects](https://pokeapi.co/docs/v2#contest-effects)
* - [Super Contest Effects](https://pokeapi.co/docs/v2#super-contest-effects)
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2#contests-section)
*/
var ContestClient = class extends BaseClient {
	/** Get a Contest Type by its name. */
	async getContestTypeByName(name) {
		return this.getResource(ENDPOINTS.CONTEST_TYPE, name);
	}
	/** Get a Contest Type by its ID. */
	async getContestTypeById(id) {
		return this.getResource(ENDPOINTS.CONTEST_TYPE, id);
	}
	/** Get a Contest Effect by its ID. */
	async getContestEffectById(id) {
		return this.getResource(ENDPOINTS.CONTEST_EFFECT, id);
	}
	/** Get a Super Contest Effect by its ID. */
	async getSuperContestEffectById(id) {
		return this.getResource(ENDPOINTS.SUPER_CONTEST_EFFECT, id);
	}
	/** List Contest Types. Page defaults to 20 entries from offset 0. */
	async listContestTypes(offset, limit) {
		return this.getListResource(ENDPOINTS.CONTEST_TYPE, offset, limit);
	}
	/** List Contest Effects. Page defaults to 20 entries from offset 0. */
	async listContestEffects(offset, limit) {
		return this.getUnnamedListResource(ENDPOINTS.CONTEST_EFFECT, offset, limit);
	}
	/** List Super Contest Effects. Page defaults to 20 entries from offset 0. */
	async listSuperContestEffects(offset, limit) {
		return this.getUnnamedListResource(ENDPOINTS.SUPER_CONTEST_EFFECT, offset, limit);
	}
};

//#endregion
//#region src/clients/currency.client.ts
/**
* ### Currency Client
*
* Client used to access the Currency Endpoints:
*
* - [Currencies](https://pokeapi.co/docs/v2#currencies)
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2#currencies-section)
*/
var CurrencyClient = class extends BaseClient {
	/** Get a Currency by its name. */
	async getCurrencyByName(name) {
		return this.getResource(ENDPOINTS.CURRENCY, name);
	}
	/** Get a Currency by its ID. */
	async getCurrencyById(id) {
		return this.getResource(ENDPOINTS.CURRENCY, id);
	}
	/** List Currencies. Page defaults to 20 entries from offset 0. */
	async listCurrencies(offset, limit) {
		return this.getListResource(ENDPOINTS.CURRENCY, offset, limit);
	}
};

//#endregion
//#region src/clients/encounter.client.ts
/**
* ### Encounter Client
*
* Client used to access the Encounter Endpoints:
*
* - [Encounter Methods](https://pokeapi.co/docs/v2#encounter-methods)
* - [Encounter Conditions](https://pokeapi.co/docs/v2#encounter-conditions)
* - [Encounter Condition Values](https://pokeapi.co/docs/v2#encounter-condition-values)
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2#encounters-section)
*/
var EncounterClient = class extends BaseClient {
	/** Get an Encounter Method by its name. */
	async getEncounterMethodByName(name) {
		return this.getResource(ENDPOINTS.ENCOUNTER_METHOD, name);
	}
	/** Get an Encounter Method by its ID. */
	async getEncounterMethodById(id) {
		return this.getResource(ENDPOINTS.ENCOUNTER_METHOD, id);
	}
	/** Get an Encounter Condition by its ID. */
	async getEncounterConditionById(id) {
		return this.getResource(ENDPOINTS.ENCOUNTER_CONDITION, id);
	}
	/** Get an Encounter Condition by its name. */
	async getEncounterConditionByName(name) {
		return this.getResource(ENDPOINTS.ENCOUNTER_CONDITION, name);
	}
	/** Get an Encounter Condition Value by its name. */
	async getEncounterConditionValueByName(name) {
		return this.getResource(ENDPOINTS.ENCOUNTER_CONDITION_VALUE, name);
	}
	/** Get an Encounter Condition Value by its ID. */
	async getEncounterConditionValueById(id) {
		return this.getResource(ENDPOINTS.ENCOUNTER_CONDITION_VALUE, id);
	}
	/** List Encounter Methods. Page defaults to 20 entries from offset 0. */
	async listEncounterMethods(offset, limit) {
		return this.getListResource(ENDPOINTS.ENCOUNTER_METHOD, offset, limit);
	}
	/** List Encounter Conditions. Page defaults to 20 entries from offset 0. */
	async listEncounterConditions(offset, limit) {
		return this.getListResource(ENDPOINTS.ENCOUNTER_CONDITION, offset, limit);
	}
	/** List Encounter Condition Values. Page defaults to 20 entries from offset 0. */
	async listEncounterConditionValues(offset, limit) {
		return this.getListResource(ENDPOINTS.ENCOUNTER_CONDITION_VALUE, offset, limit);
	}
};

//#endregion
//#region src/clients/evolution.client.ts
/**
* ### Evolution Client
*
* Client used to access the Evolution Endpoints:
*
* - [Evolution Chains](https://pokeapi.co/docs/v2#evolution-chains)
* - [Evolution Triggers](https://pokeapi.co/docs/v2#evolution-triggers)
* - [Evolution Variables](https://pokeapi.co/docs/v2#evolution-variables)
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2#evolution-section)
*/
var EvolutionClient = class extends BaseClient {
	/** Get an Evolution Chain by its ID. */
	async getEvolutionChainById(id) {
		return this.getResource(ENDPOINTS.EVOLUTION_CHAIN, id);
	}
	/** Get an Evolution Trigger by its ID. */
	async getEvolutionTriggerById(id) {
		return this.getResource(ENDPOINTS.EVOLUTION_TRIGGER, id);
	}
	/** Get an Evolution Trigger by its name. */
	async getEvolutionTriggerByName(name) {
		return this.getResource(ENDPOINTS.EVOLUTION_TRIGGER, name);
	}
	/** Get an Evolution Variable by its ID. */
	async getEvolutionVariableById(id) {
		return this.getResource(ENDPOINTS.EVOLUTION_VARIABLE, id);
	}
	/** Get an Evolution Variable by its name. */
	async getEvolutionVariableByName(name) {
		return this.getResource(ENDPOINTS.EVOLUTION_VARIABLE, name);
	}
	/** List Evolution Chains. Page defaults to 20 entries from offset 0. */
	async listEvolutionChains(offset, limit) {
		return this.getUnnamedListResource(ENDPOINTS.EVOLUTION_CHAIN, offset, limit);
	}
	/** List Evolution Triggers. Page defaults to 20 entries from offset 0. */
	async listEvolutionTriggers(offset, limit) {
		return this.getListResource(ENDPOINTS.EVOLUTION_TRIGGER, offset, limit);
	}
	/** List Evolution Variables. Page defaults to 20 entries from offset 0. */
	async listEvolutionVariables(offset, limit) {
		return this.getListResource(ENDPOINTS.EVOLUTION_VARIABLE, offset, limit);
	}
};

//#endregion
//#region src/clients/game.client.ts
/**
* ### Game Client
*
* Client used to access the Game Endpoints:
*
* - [Generations](https://pokeapi.co/docs/v2#generations)
* - [Pokédexes](https://pokeapi.co/docs/v2#pokedexes)
* - [Versions](https://pokeapi.co/docs/v2#version)
* - [Version Groups](https://pokeapi.co/docs/v2#version-groups)
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2#games-section)
*/
var GameClient = class extends BaseClient {
	/** Get a Generation by its name. */
	async getGenerationByName(name) {
		return this.getResource(ENDPOINTS.GENERATION, name);
	}
	/** Get a Generation by its ID. */
	async getGenerationById(id) {
		return this.getResource(ENDPOINTS.GENERATION, id);
	}
	/** Get a Pokédex by its name. */
	async getPokedexByName(name) {
		return this.getResource(ENDPOINTS.POKEDEX, name);
	}
	/** Get a Pokédex by its ID. */
	async getPokedexById(id) {
		return this.getResource(ENDPOINTS.POKEDEX, id);
	}
	/** Get a Version by its name. */
	async getVersionByName(name) {
		return this.getResource(ENDPOINTS.VERSION, name);
	}
	/** Get a Version by its ID. */
	async getVersionById(id) {
		return this.getResource(ENDPOINTS.VERSION, id);
	}
	/** Get a Version Group by its name. */
	async getVersionGroupByName(name) {
		return this.getResource(ENDPOINTS.VERSION_GROUP, name);
	}
	/** Get a Version Group by its ID. */
	async getVersionGroupById(id) {
		return this.getResource(ENDPOINTS.VERSION_GROUP, id);
	}
	/** List Generations. Page defaults to 20 entries from offset 0. */
	async listGenerations(offset, limit) {
		return this.getListResource(ENDPOINTS.GENERATION, offset, limit);
	}
	/** List Pokédexes. Page defaults to 20 entries from offset 0. */
	async listPokedexes(offset, limit) {
		return this.getListResource(ENDPOINTS.POKEDEX, offset, limit);
	}
	/** List Versions. Page defaults to 20 entries from offset 0. */
	async listVersions(offset, limit) {
		return this.getListResource(ENDPOINTS.VERSION, offset, limit);
	}
	/** List Version Groups. Page defaults to 20 entries from offset 0. */
	async listVersionGroups(offset, limit) {
		return this.getListResource(ENDPOINTS.VERSION_GROUP, offset, limit);
	}
};

//#endregion
//#region src/clients/item.client.ts
/**
* ### Item Client
*
* Client used to access the Item Endpoints:
*
* - [Items](https://pokeapi.co/docs/v2#item)
* - [Item Attributes](https://pokeapi.co/docs/v2#item-attributes)
* - [Item Categories](https://pokeapi.co/docs/v2#item-categories)
* - [Item Fling Effects](https://pokeapi.co/docs/v2#item-fling-effects)
* - [Item Pockets](https://pokeapi.co/docs/v2#item-pockets)
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2#items-section)
*/
var ItemClient = class extends BaseClient {
	/** Get an Item by its name. */
	async getItemByName(name) {
		return this.getResource(ENDPOINTS.ITEM, name);
	}
	/** Get an Item by its ID. */
	async getItemById(id) {
		return this.getResource(ENDPOINTS.ITEM, id);
	}
	/** Get an Item Attribute by its name. */
	async getItemAttributeByName(name) {
		return this.getResource(ENDPOINTS.ITEM_ATTRIBUTE, name);
	}
	/** Get an Item Attribute by its ID. */
	async getItemAttributeById(id) {
		return this.getResource(ENDPOINTS.ITEM_ATTRIBUTE, id);
	}
	/** Get an Item Category by its name. */
	async getItemCategoryByName(name) {
		return this.getResource(ENDPOINTS.ITEM_CATEGORY, name);
	}
	/** Get an Item Category by its ID. */
	async getItemCategoryById(id) {
		return this.getResource(ENDPOINTS.ITEM_CATEGORY, id);
	}
	/** Get an Item Fling Effect by its name. */
	async getItemFlingEffectByName(name) {
		return this.getResource(ENDPOINTS.ITEM_FLING_EFFECT, name);
	}
	/** Get an Item Fling Effect by its ID. */
	async getItemFlingEffectById(id) {
		return this.getResource(ENDPOINTS.ITEM_FLING_EFFECT, id);
	}
	/** Get an Item Pocket by its name. */
	async getItemPocketByName(name) {
		return this.getResource(ENDPOINTS.ITEM_POCKET, name);
	}
	/** Get an Item Pocket by its ID. */
	async getItemPocketById(id) {
		return this.getResource(ENDPOINTS.ITEM_POCKET, id);
	}
	/** List Items. Page defaults to 20 entries from offset 0. */
	async listItems(offset, limit) {
		return this.getListResource(ENDPOINTS.ITEM, offset, limit);
	}
	/** List Item Attributes. Page defaults to 20 entries from offset 0. */
	async listItemAttributes(offset, limit) {
		return this.getListResource(ENDPOINTS.ITEM_ATTRIBUTE, offset, limit);
	}
	/** List Item Categories. Page defaults to 20 entries from offset 0. */
	async listItemCategories(offset, limit) {
		return this.getListResource(ENDPOINTS.ITEM_CATEGORY, offset, limit);
	}
	/** List Item Fling Effects. Page defaults to 20 entries from offset 0. */
	async listItemFlingEffects(offset, limit) {
		return this.getListResource(ENDPOINTS.ITEM_FLING_EFFECT, offset, limit);
	}
	/** List Item Pockets. Page defaults to 20 entries from offset 0. */
	async listItemPockets(offset, limit) {
		return this.getListResource(ENDPOINTS.ITEM_POCKET, offset, limit);
	}
};

//#endregion
//#region src/clients/location.client.ts
/**
* ### Location Client
*
* Client used to access the Location Endpoints:
*
* - [Locations](https://pokeapi.co/docs/v2#locations)
* - [Location Areas](https://pokeapi.co/docs/v2#location-areas)
* - [Pal Park Areas](https://pokeapi.co/docs/v2#pal-park-areas)
* - [Regions](https://pokeapi.co/docs/v2#regions)
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2#locations-section)
*/
var LocationClient = class extends BaseClient {
	/** Get a Location by its name. */
	async getLocationByName(name) {
		return this.getResource(ENDPOINTS.LOCATION, name);
	}
	/** Get a Location by its ID. */
	async getLocationById(id) {
		return this.getResource(ENDPOINTS.LOCATION, id);
	}
	/** Get a Location Area by its name. */
	async getLocationAreaByName(name) {
		return this.getResource(ENDPOINTS.LOCATION_AREA, name);
	}
	/** Get a Location Area by its ID. */
	async getLocationAreaById(id) {
		return this.getResource(ENDPOINTS.LOCATION_AREA, id);
	}
	/** Get a Pal Park Area by its name. */
	async getPalParkAreaByName(name) {
		return this.getResource(ENDPOINTS.PALPARK_AREA, name);
	}
	/** Get a Pal Park Area by its ID. */
	async getPalParkAreaById(id) {
		return this.getResource(ENDPOINTS.PALPARK_AREA, id);
	}
	/** Get a Region by its name. */
	async getRegionByName(name) {
		return this.getResource(ENDPOINTS.REGION, name);
	}
	/** Get a Region by its ID. */
	async getRegionById(id) {
		return this.getResource(ENDPOINTS.REGION, id);
	}
	/** List Locations. Page defaults to 20 entries from offset 0. */
	async listLocations(offset, limit) {
		return this.getListResource(ENDPOINTS.LOCATION, offset, limit);
	}
	/** List Location Areas. Page defaults to 20 entries from offset 0. */
	async listLocationAreas(offset, limit) {
		return this.getListResource(ENDPOINTS.LOCATION_AREA, offset, limit);
	}
	/** List Pal Park Areas. Page defaults to 20 entries from offset 0. */
	async listPalParkAreas(offset, limit) {
		return this.getListResource(ENDPOINTS.PALPARK_AREA, offset, limit);
	}
	/** List Regions. Page defaults to 20 entries from offset 0. */
	async listRegions(offset, limit) {
		return this.getListResource(ENDPOINTS.REGION, offset, limit);
	}
};

//#endregion
//#region src/clients/machine.client.ts
/**
* ### Machine Client
*
* Client used to access the Machine Endpoints:
*
* - [Machines](https://pokeapi.co/docs/v2#machines)
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2#machines-section)
*/
var MachineClient = class extends BaseClient {
	/** Get a Machine by its ID. */
	async getMachineById(id) {
		return this.getResource(ENDPOINTS.MACHINE, id);
	}
	/** List Machines. Page defaults to 20 entries from offset 0. */
	async listMachines(offset, limit) {
		return this.getUnnamedListResource(ENDPOINTS.MACHINE, offset, limit);
	}
};

//#endregion
//#region src/clients/move.client.ts
/**
* ### Move Client
*
* Client used to access the Move Endpoints:
*
* - [Moves](https://pokeapi.co/docs/v2#moves)
* - [Move Ailments](https://pokeapi.co/docs/v2#move-ailments)
* - [Move Battle Styles](https://pokeapi.co/docs/v2#move-battle-styles)
* - [Move Categories](https://pokeapi.co/docs/v2#move-categories)
* - [Move Damage Classes](https://pokeapi.co/docs/v2#move-damage-classes)
* - [Move Learn Methods](https://pokeapi.co/docs/v2#move-learn-methods)
* - [Move Targets](https://pokeapi.co/docs/v2#move-targets)
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2#moves-section)
*/
var MoveClient = class extends BaseClient {
	/** Get a Move by its name. */
	async getMoveByName(name) {
		return this.getResource(ENDPOINTS.MOVE, name);
	}
	/** Get a Move by its ID. */
	async getMoveById(id) {
		return this.getResource(ENDPOINTS.MOVE, id);
	}
	/** Get a Move Ailment by its name. */
	async getMoveAilmentByName(name) {
		return this.getResource(ENDPOINTS.MOVE_AILMENT, name);
	}
	/** Get a Move Ailment by its ID. */
	async getMoveAilmentById(id) {
		return this.getResource(ENDPOINTS.MOVE_AILMENT, id);
	}
	/** Get a Move Battle Style by its name. */
	async getMoveBattleStyleByName(name) {
		return this.getResource(ENDPOINTS.MOVE_BATTLE_STYLE, name);
	}
	/** Get a Move Battle Style by its ID. */
	async getMoveBattleStyleById(id) {
		return this.getResource(ENDPOINTS.MOVE_BATTLE_STYLE, id);
	}
	/** Get a Move Category by its name. */
	async getMoveCategoryByName(name) {
		return this.getResource(ENDPOINTS.MOVE_CATEGORY, name);
	}
	/** Get a Move Category by its ID. */
	async getMoveCategoryById(id) {
		return this.getResource(ENDPOINTS.MOVE_CATEGORY, id);
	}
	/** Get a Move Damage Class by its name. */
	async getMoveDamageClassByName(name) {
		return this.getResource(ENDPOINTS.MOVE_DAMAGE_CLASS, name);
	}
	/** Get a Move Damage Class by its ID. */
	async getMoveDamageClassById(id) {
		return this.getResource(ENDPOINTS.MOVE_DAMAGE_CLASS, id);
	}
	/** Get a Move Learn Method by its name. */
	async getMoveLearnMethodByName(name) {
		return this.getResource(ENDPOINTS.MOVE_LEARN_METHOD, name);
	}
	/** Get a Move Learn Method by its ID. */
	async getMoveLearnMethodById(id) {
		return this.getResource(ENDPOINTS.MOVE_LEARN_METHOD, id);
	}
	/** Get a Move Target by its name. */
	async getMoveTargetByName(name) {
		return this.getResource(ENDPOINTS.MOVE_TARGET, name);
	}
	/** Get a Move Target by its ID. */
	async getMoveTargetById(id) {
		return this.getResource(ENDPOINTS.MOVE_TARGET, id);
	}
	/** List Moves. Page defaults to 20 entries from offset 0. */
	async listMoves(offset, limit) {
		return this.getListResource(ENDPOINTS.MOVE, offset, limit);
	}
	/** List Move Ailments. Page defaults to 20 entries from offset 0. */
	async listMoveAilments(offset, limit) {
		return this.getListResource(ENDPOINTS.MOVE_AILMENT, offset, limit);
	}
	/** List Move Battle Styles. Page defaults to 20 entries from offset 0. */
	async listMoveBattleStyles(offset, limit) {
		return this.getListResource(ENDPOINTS.MOVE_BATTLE_STYLE, offset, limit);
	}
	/** List Move Categories. Page defaults to 20 entries from offset 0. */
	async listMoveCategories(offset, limit) {
		return this.getListResource(ENDPOINTS.MOVE_CATEGORY, offset, limit);
	}
	/** List Move Damage Classes. Page defaults to 20 entries from offset 0. */
	async listMoveDamageClasses(offset, limit) {
		return this.getListResource(ENDPOINTS.MOVE_DAMAGE_CLASS, offset, limit);
	}
	/** List Move Learn Methods. Page defaults to 20 entries from offset 0. */
	async listMoveLearnMethods(offset, limit) {
		return this.getListResource(ENDPOINTS.MOVE_LEARN_METHOD, offset, limit);
	}
	/** List Move Targets. Page defaults to 20 entries from offset 0. */
	async listMoveTargets(offset, limit) {
		return this.getListResource(ENDPOINTS.MOVE_TARGET, offset, limit);
	}
};

//#endregion
//#region src/clients/pokemon.client.ts
/**
* ### Pokémon Client
*
* Client used to access the Pokémon Endpoints:
*
* - [Abilities](https://pokeapi.co/docs/v2#abilities)
* - [Characteristics](https://pokeapi.co/docs/v2#characteristics)
* - [Egg Groups](https://pokeapi.co/docs/v2#egg-groups)
* - [Genders](https://pokeapi.co/docs/v2#genders)
* - [Growth Rates](https://pokeapi.co/docs/v2#growth-rates)
* - [Natures](https://pokeapi.co/docs/v2#natures)
* - [Pokéathlon Stats](https://pokeapi.co/docs/v2#pokeathlon-stats)
* - [Pokémon](https://pokeapi.co/docs/v2#pokemon)
* - [Pokémon Location Areas](https://pokeapi.co/docs/v2#pokemon-location-areas)
* - [Pokémon Colors](https://pokeapi.co/docs/v2#pokemon-colors)
* - [Pokémon Forms](https://pokeapi.co/docs/v2#pokemon-forms)
* - [Pokémon Habitats](https://pokeapi.co/docs/v2#pokemon-habitats)
* - [Pokémon Shapes](https://pokeapi.co/docs/v2#pokemon-shapes)
* - [Pokémon Species](https://pokeapi.co/docs/v2#pokemon-species)
* - [Stats](https://pokeapi.co/docs/v2#stats)
* - [Types](https://pokeapi.co/docs/v2#types)
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2#pokemon-section)
*/
var PokemonClient = class extends BaseClient {
	/** Get an Ability by its name. */
	async getAbilityByName(name) {
		return this.getResource(ENDPOINTS.ABILITY, name);
	}
	/** Get an Ability by its ID. */
	async getAbilityById(id) {
		return this.getResource(ENDPOINTS.ABILITY, id);
	}
	/** Get a Characteristic by its ID. */
	async getCharacteristicById(id) {
		return this.getResource(ENDPOINTS.CHARACTERISTIC, id);
	}
	/** Get an Egg Group by its name. */
	async getEggGroupByName(name) {
		return this.getResource(ENDPOINTS.EGG_GROUP, name);
	}
	/** Get an Egg Group by its ID. */
	async getEggGroupById(id) {
		return this.getResource(ENDPOINTS.EGG_GROUP, id);
	}
	/** Get a Gender by its name. */
	async getGenderByName(name) {
		return this.getResource(ENDPOINTS.GENDER, name);
	}
	/** Get a Gender by its ID. */
	async getGenderById(id) {
		return this.getResource(ENDPOINTS.GENDER, id);
	}
	/** Get a Growth Rate by its name. */
	async getGrowthRateByName(name) {
		return this.getResource(ENDPOINTS.GROWTH_RATE, name);
	}
	/** Get a Growth Rate by its ID. */
	async getGrowthRateById(id) {
		return this.getResource(ENDPOINTS.GROWTH_RATE, id);
	}
	/** Get a Nature by its name. */
	async getNatureByName(name) {
		return this.getResource(ENDPOINTS.NATURE, name);
	}
	/** Get a Nature by its ID. */
	async getNatureById(id) {
		return this.getResource(ENDPOINTS.NATURE, id);
	}
	/** Get a Pokéathlon Stat by its name. */
	async getPokeathlonStatByName(name) {
		return this.getResource(ENDPOINTS.POKEATHLON_STAT, name);
	}
	/** Get a Pokéathlon Stat by its ID. */
	async getPokeathlonStatById(id) {
		return this.getResource(ENDPOINTS.POKEATHLON_STAT, id);
	}
	/** Get a Pokémon by its name. */
	async getPokemonByName(name) {
		return this.getResource(ENDPOINTS.POKEMON, name);
	}
	/** Get a Pokémon by its ID. */
	async getPokemonById(id) {
		return this.getResource(ENDPOINTS.POKEMON, id);
	}
	/**
	* Get the areas a Pokémon can be encountered in, by its ID.
	* @returns Every location area the Pokémon appears in, with its encounter details.
	*/
	async getPokemonLocationAreaById(id) {
		return this.getResource(ENDPOINTS.POKEMON, id, "encounters");
	}
	/** Get a Pokémon Color by its name. */
	async getPokemonColorByName(name) {
		return this.getResource(ENDPOINTS.POKEMON_COLOR, name);
	}
	/** Get a Pokémon Color by its ID. */
	async getPokemonColorById(id) {
		return this.getResource(ENDPOINTS.POKEMON_COLOR, id);
	}
	/** Get a Pokémon Form by its name. */
	async getPokemonFormByName(name) {
		return this.getResource(ENDPOINTS.POKEMON_FORM, name);
	}
	/** Get a Pokémon Form by its ID. */
	async getPokemonFormById(id) {
		return this.getResource(ENDPOINTS.POKEMON_FORM, id);
	}
	/** Get a Pokémon Habitat by its name. */
	async getPokemonHabitatByName(name) {
		return this.getResource(ENDPOINTS.POKEMON_HABITAT, name);
	}
	/** Get a Pokémon Habitat by its ID. */
	async getPokemonHabitatById(id) {
		return this.getResource(ENDPOINTS.POKEMON_HABITAT, id);
	}
	/** Get a Pokémon Shape by its name. */
	async getPokemonShapeByName(name) {
		return this.getResource(ENDPOINTS.POKEMON_SHAPE, name);
	}
	/** Get a Pokémon Shape by its ID. */
	async getPokemonShapeById(id) {
		return this.getResource(ENDPOINTS.POKEMON_SHAPE, id);
	}
	/** Get a Pokémon Species by its name. */
	async getPokemonSpeciesByName(name) {
		return this.getResource(ENDPOINTS.POKEMON_SPECIES, name);
	}
	/** Get a Pokémon Species by its ID. */
	async getPokemonSpeciesById(id) {
		return this.getResource(ENDPOINTS.POKEMON_SPECIES, id);
	}
	/** Get a Stat by its name. */
	async getStatByName(name) {
		return this.getResource(ENDPOINTS.STAT, name);
	}
	/** Get a Stat by its ID. */
	async getStatById(id) {
		return this.getResource(ENDPOINTS.STAT, id);
	}
	/** Get a Type by its name. */
	async getTypeByName(name) {
		return this.getResource(ENDPOINTS.TYPE, name);
	}
	/** Get a Type by its ID. */
	async getTypeById(id) {
		return this.getResource(ENDPOINTS.TYPE, id);
	}
	/** List Abilities. Page defaults to 20 entries from offset 0. */
	async listAbilities(offset, limit) {
		return this.getListResource(ENDPOINTS.ABILITY, offset, limit);
	}
	/** List Characteristics. Page defaults to 20 entries from offset 0. */
	async listCharacteristics(offset, limit) {
		return this.getUnnamedListResource(ENDPOINTS.CHARACTERISTIC, offset, limit);
	}
	/** List Egg Groups. Page defaults to 20 entries from offset 0. */
	async listEggGroups(offset, limit) {
		return this.getListResource(ENDPOINTS.EGG_GROUP, offset, limit);
	}
	/** List Genders. Page defaults to 20 entries from offset 0. */
	async listGenders(offset, limit) {
		return this.getListResource(ENDPOINTS.GENDER, offset, limit);
	}
	/** List Growth Rates. Page defaults to 20 entries from offset 0. */
	async listGrowthRates(offset, limit) {
		return this.getListResource(ENDPOINTS.GROWTH_RATE, offset, limit);
	}
	/** List Natures. Page defaults to 20 entries from offset 0. */
	async listNatures(offset, limit) {
		return this.getListResource(ENDPOINTS.NATURE, offset, limit);
	}
	/** List Pokéathlon Stats. Page defaults to 20 entries from offset 0. */
	async listPokeathlonStats(offset, limit) {
		return this.getListResource(ENDPOINTS.POKEATHLON_STAT, offset, limit);
	}
	/** List Pokémon. Page defaults to 20 entries from offset 0. */
	async listPokemons(offset, limit) {
		return this.getListResource(ENDPOINTS.POKEMON, offset, limit);
	}
	/** List Pokémon Colors. Page defaults to 20 entries from offset 0. */
	async listPokemonColors(offset, limit) {
		return this.getListResource(ENDPOINTS.POKEMON_COLOR, offset, limit);
	}
	/** List Pokémon Forms. Page defaults to 20 entries from offset 0. */
	async listPokemonForms(offset, limit) {
		return this.getListResource(ENDPOINTS.POKEMON_FORM, offset, limit);
	}
	/** List Pokémon Habitats. Page defaults to 20 entries from offset 0. */
	async listPokemonHabitats(offset, limit) {
		return this.getListResource(ENDPOINTS.POKEMON_HABITAT, offset, limit);
	}
	/** List Pokémon Shapes. Page defaults to 20 entries from offset 0. */
	async listPokemonShapes(offset, limit) {
		return this.getListResource(ENDPOINTS.POKEMON_SHAPE, offset, limit);
	}
	/** List Pokémon Species. Page defaults to 20 entries from offset 0. */
	async listPokemonSpecies(offset, limit) {
		return this.getListResource(ENDPOINTS.POKEMON_SPECIES, offset, limit);
	}
	/** List Stats. Page defaults to 20 entries from offset 0. */
	async listStats(offset, limit) {
		return this.getListResource(ENDPOINTS.STAT, offset, limit);
	}
	/** List Types. Page defaults to 20 entries from offset 0. */
	async listTypes(offset, limit) {
		return this.getListResource(ENDPOINTS.TYPE, offset, limit);
	}
};

//#endregion
//#region src/clients/utility.client.ts
/**
* ### Utility Client
*
* Client used to access the Utility Endpoints:
*
* - [Languages](https://pokeapi.co/docs/v2#languages)
* - [Resources](https://pokeapi.co/docs/v2#resource-listspagination-section)
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2#utility-section)
*/
var UtilityClient = class extends BaseClient {
	/** Get a Language by its ID. */
	async getLanguageById(id) {
		return this.getResource(ENDPOINTS.LANGUAGE, id);
	}
	/** Get a Language by its name. */
	async getLanguageByName(name) {
		return this.getResource(ENDPOINTS.LANGUAGE, name);
	}
	/**
	* Get any resource by its URL, or by a link taken from another response.
	*
	* ```ts
	* const pokemon = await api.pokemon.getPokemonByName('luxray');
	* const species = await api.utility.getResourceByUrl(pokemon.species);
	* //    ^? PokemonSpecies
	* ```
	*
	* Every client carries {@link BaseClient.resolve}, which does the same thing;
	* this is the name it went out under, and it stays.
	*
	* @param resource The absolute URL of the resource, or a link to it.
	* @returns The resource the URL points at.
	* @throws {TypeError} If the URL is not valid, or names no PokéAPI endpoint.
	*/
	async getResourceByUrl(resource) {
		return this.resolve(resource);
	}
	/** List Languages. Page defaults to 20 entries from offset 0. */
	listLanguages(offset, limit) {
		return this.getListResource(ENDPOINTS.LANGUAGE, offset, limit);
	}
};

//#endregion
//#region src/clients/main.client.ts
/**
* ### Main Client
*
* The main client used to access all the PokéAPI Endpoints:
*
* - [Berries](https://pokeapi.co/docs/v2#berries-section)
* - [Contests](https://pokeapi.co/docs/v2#contests-section)
* - [Currencies](https://pokeapi.co/docs/v2#currencies-section)
* - [Encounters](https://pokeapi.co/docs/v2#encounters-section)
* - [Evolution](https://pokeapi.co/docs/v2#evolution-section)
* - [Games](https://pokeapi.co/docs/v2#games-section)
* - [Items](https://pokeapi.co/docs/v2#items-section)
* - [Locations](https://pokeapi.co/docs/v2#locations-section)
* - [Machines](https://pokeapi.co/docs/v2#machines-section)
* - [Moves](https://pokeapi.co/docs/v2#moves-section)
* - [Pokémon](https://pokeapi.co/docs/v2#pokemon-section)
* - [Utility](https://pokeapi.co/docs/v2#utility-section)
*
* All the clients below share a single transport, so a resource fetched through
* one of them is served from cache by the rest — and two of them asking for the
* same URL at once make one round trip, not two.
*
* Composes its sections rather than inheriting from them: it extends
* {@link ClientFacade}, not {@link BaseClient}, so it carries no endpoint of its
* own.
*
* See [PokéAPI Documentation](https://pokeapi.co/docs/v2)
*/
var MainClient = class extends ClientFacade {
	berry;
	contest;
	currency;
	encounter;
	evolution;
	game;
	item;
	location;
	machine;
	move;
	pokemon;
	utility;
	constructor(source) {
		const transport = source instanceof Transport ? source : Transport.create(source);
		super(transport);
		this.berry = new BerryClient(transport);
		this.contest = new ContestClient(transport);
		this.currency = new CurrencyClient(transport);
		this.encounter = new EncounterClient(transport);
		this.evolution = new EvolutionClient(transport);
		this.game = new GameClient(transport);
		this.item = new ItemClient(transport);
		this.location = new LocationClient(transport);
		this.machine = new MachineClient(transport);
		this.move = new MoveClient(transport);
		this.pokemon = new PokemonClient(transport);
		this.utility = new UtilityClient(transport);
	}
};

//#endregion
//#region src/utils/evolution.ts
/** The details of a link, narrowed to one version group when asked for. */
const detailsFor = (link, versionGroup) => versionGroup === void 0 ? link.evolution_details : link.evolution_details.filter((detail) => detail.version_group.name === versionGroup);
/**
* Flattens an evolution chain into one step per evolution, depth-first in the
* order the API lists them.
*
* ```ts
* const species = await api.pokemon.getPokemonSpeciesByName('eevee');
* const chain = await api.resolve(species.evolution_chain);
*
* for (const step of flattenChain(chain)) {
*   console.log(`${step.from.name} → ${step.to.name}`);
* }
* ```
*
* The root is not a step: it is what the chain starts from, and the API gives it
* no `evolution_details` to describe.
*
* `versionGroup` keeps only the details tagged with that version group, which is
* what picks the Leaf Stone out of Leafeon's six alternatives:
*
* ```ts
* flattenChain(chain, { versionGroup: 'sword-shield' });
* ```
*
* That tag is the game which *introduced* the method, not every game it applies
* in: Eevee's Water Stone is tagged `red-blue` alone, so filtering to
* `sword-shield` drops Vaporeon even though Sword/Shield evolves it the same way
* it always did. The question this answers is what a game changed.
*
* A step with nothing left after that is dropped, but the chain below it is
* still walked — every edge is filtered on its own terms, and `depth` stays the
* position in the chain rather than in the result.
*/
const flattenChain = (chain, options) => {
	const collect = (link, depth) => link.evolves_to.flatMap((next) => {
		const details = detailsFor(next, options?.versionGroup);
		const below = collect(next, depth + 1);
		if (details.length === 0) return below;
		return [{
			from: link.species,
			to: next.species,
			details,
			depth,
			isBaby: next.is_baby
		}, ...below];
	});
	return collect(chain.chain, 1);
};
/**
* The steps leading from the root of a chain to `species`.
*
* ```ts
* pathTo(chain, 'dustox')?.map((step) => step.to.name); // ['cascoon', 'dustox']
* ```
*
* Matched against the name the API gives a species, which is not the name a game
* displays: `localize(species.names)` is `Papilord` in French and finds nothing
* here. Pass the link itself when you have one.
*
* @returns The steps, `[]` when `species` is the root the chain starts from, and
*   `undefined` when the chain does not contain it. The two empty answers are
*   different questions, so they are different values.
*/
const pathTo = (chain, species) => {
	const wanted = typeof species === "string" ? species : species.name;
	const search = (link, trail) => {
		if (link.species.name === wanted) return trail;
		for (const next of link.evolves_to) {
			const step = {
				from: link.species,
				to: next.species,
				details: next.evolution_details,
				depth: trail.length + 1,
				isBaby: next.is_baby
			};
			const found = search(next, [...trail, step]);
			if (found !== void 0) return found;
		}
	};
	return search(chain.chain, []);
};
/**
* One reader per field an {@link EvolutionDetail} can set, in the order the
* requirements come out, each `null` when its field is unset.
*/
const READERS = [
	({ item }) => item === null ? null : {
		kind: "item",
		item
	},
	({ held_item: item }) => item === null ? null : {
		kind: "held-item",
		item
	},
	({ min_level: level }) => level === null ? null : {
		kind: "min-level",
		level
	},
	({ min_happiness: happiness }) => happiness === null ? null : {
		kind: "min-happiness",
		happiness
	},
	({ min_beauty: beauty }) => beauty === null ? null : {
		kind: "min-beauty",
		beauty
	},
	({ min_affection: affection }) => affection === null ? null : {
		kind: "min-affection",
		affection
	},
	({ known_move: move }) => move === null ? null : {
		kind: "known-move",
		move
	},
	({ known_move_type: type }) => type === null ? null : {
		kind: "known-move-type",
		type
	},
	({ used_move: move }) => move === null ? null : {
		kind: "used-move",
		move
	},
	({ min_move_count: count }) => count === null ? null : {
		kind: "min-move-count",
		count
	},
	({ min_steps: steps }) => steps === null ? null : {
		kind: "min-steps",
		steps
	},
	({ min_damage_taken: damage }) => damage === null ? null : {
		kind: "min-damage-taken",
		damage
	},
	({ location }) => location === null ? null : {
		kind: "location",
		location
	},
	({ region }) => region === null ? null : {
		kind: "region",
		region
	},
	({ time_of_day: time }) => time === "" ? null : {
		kind: "time-of-day",
		time
	},
	({ gender }) => gender === null ? null : {
		kind: "gender",
		gender
	},
	({ relative_physical_stats: comparison }) => comparison === null ? null : {
		kind: "relative-physical-stats",
		comparison
	},
	({ party_species: species }) => species === null ? null : {
		kind: "party-species",
		species
	},
	({ party_type: type }) => type === null ? null : {
		kind: "party-type",
		type
	},
	({ trade_species: species }) => species === null ? null : {
		kind: "trade-species",
		species
	},
	({ required_pokemon_form: form }) => form === null ? null : {
		kind: "required-form",
		form
	},
	({ evolved_pokemon_form: form }) => form === null ? null : {
		kind: "evolved-form",
		form
	},
	({ allowed_natures: natures }) => natures === null ? null : {
		kind: "allowed-natures",
		natures
	},
	({ condition_expression: condition }) => condition === null ? null : {
		kind: "condition",
		condition
	},
	({ needs_overworld_rain: rain }) => rain ? { kind: "needs-overworld-rain" } : null,
	({ turn_upside_down: upsideDown }) => upsideDown ? { kind: "turn-upside-down" } : null,
	({ near_special_rock: rock }) => rock ? { kind: "near-special-rock" } : null,
	({ needs_multiplayer: multiplayer }) => multiplayer ? { kind: "needs-multiplayer" } : null
];
/**
* The conditions one {@link EvolutionDetail} sets out, with everything it left
* unset dropped.
*
* ```ts
* requirementsOf(step.details[0]); // eevee → umbreon
* // [
* //   { kind: 'trigger', trigger: { name: 'level-up', … } },
* //   { kind: 'min-happiness', happiness: 160 },
* //   { kind: 'time-of-day', time: 'night' },
* //   { kind: 'required-form', form: { name: 'eevee', … } },
* // ]
* ```
*
* The trigger leads, so rendering the result is a walk over one array.
*
* Every field is tested against the value the API uses for "unset" rather than
* for truthiness: `relative_physical_stats` is `0` when Attack has to equal
* Defense, and `time_of_day` is `''`.
*/
const requirementsOf = (detail) => [{
	kind: "trigger",
	trigger: detail.trigger
}, ...READERS.flatMap((read) => read(detail) ?? [])];
/**
* Every trigger as a verb phrase. Exhaustive over {@link EvolutionTriggerName},
* so a trigger added to that union has to be given words here too.
*/
const TRIGGERS = {
	"level-up": "level up",
	trade: "trade",
	"use-item": "use an item",
	shed: "shed",
	spin: "spin",
	"tower-of-darkness": "train in the Tower of Darkness",
	"tower-of-waters": "train in the Tower of Waters",
	"three-critical-hits": "land three critical hits in one battle",
	"take-damage": "take damage",
	"in-battle-level-up": "level up during a battle",
	"agile-style-move": "use agile style moves",
	"strong-style-move": "use strong style moves",
	"recoil-damage": "take recoil damage",
	"use-move": "use a move",
	"three-defeated-bisharp": "defeat three pack-leading Bisharp",
	"gimmighoul-coins": "collect Gimmighoul Coins",
	"meltan-candies": "feed Meltan Candies in Pokémon GO",
	unclassified: "an unclassified method"
};
/** A resource name as prose: the API writes them kebab-cased and lower case. */
const spaced = (resource) => resource.name.replaceAll("-", " ");
/**
* Every time of day as a phrase. Exhaustive over {@link EvolutionTimeOfDay}, so
* a value added to that union has to be given words here too — `dusk` and
* `full-moon` do not fit the "during the …" the other two take.
*/
const TIMES = {
	day: "during the day",
	night: "during the night",
	dusk: "at dusk",
	"full-moon": "under a full moon"
};
const GENDERS$1 = {
	1: "female",
	2: "male",
	3: "genderless"
};
/** Unknown ids name themselves, so a gender added upstream still renders. */
const genderName = (gender) => GENDERS$1[gender] ?? `gender ${gender}`;
const COMPARISONS = {
	"1": ">",
	"0": "=",
	"-1": "<"
};
/**
* Builds the English table around a way of naming resources.
*
* Everything except the name is fixed; `namer` is the one thing a caller who
* keeps the English sentence still has to replace, because `spaced` prints what
* the API calls a resource and no localized name is derivable from it.
*
* ```ts
* const names = new Map([['water-stone', 'Pedra da Água']]);
*
* requirementPhrases((resource) => names.get(resource.name) ?? resource.name);
* ```
*
* @param namer How to write a resource out. Defaults to the API's own name, with
*   the hyphens turned to spaces.
*/
const requirementPhrases = (namer = spaced) => ({
	trigger: ({ trigger }) => TRIGGERS[trigger.name] ?? namer(trigger),
	item: ({ item }) => `use ${namer(item)}`,
	"held-item": ({ item }) => `holding ${namer(item)}`,
	"min-level": ({ level }) => `at level ${level}`,
	"min-happiness": ({ happiness }) => `with at least ${happiness} happiness`,
	"min-beauty": ({ beauty }) => `with at least ${beauty} beauty`,
	"min-affection": ({ affection }) => `with at least ${affection} affection`,
	"known-move": ({ move }) => `knowing ${namer(move)}`,
	"known-move-type": ({ type }) => `knowing a ${namer(type)}-type move`,
	"used-move": ({ move }) => `after using ${namer(move)}`,
	"min-move-count": ({ count }) => `${count} times`,
	"min-steps": ({ steps }) => `after ${steps} steps`,
	"min-damage-taken": ({ damage }) => `after taking ${damage} damage`,
	location: ({ location }) => `at ${namer(location)}`,
	region: ({ region }) => `in ${namer(region)}`,
	"time-of-day": ({ time }) => TIMES[time],
	gender: ({ gender }) => `as a ${genderName(gender)}`,
	"relative-physical-stats": ({ comparison }) => `with Attack ${COMPARISONS[String(comparison)]} Defense`,
	"party-species": ({ species }) => `with ${namer(species)} in the party`,
	"party-type": ({ type }) => `with a ${namer(type)}-type in the party`,
	"trade-species": ({ species }) => `traded for ${namer(species)}`,
	"required-form": ({ form }) => `in its ${namer(form)} form`,
	"evolved-form": ({ form }) => `into its ${namer(form)} form`,
	"allowed-natures": ({ natures }) => `with a ${natures.map((nature) => namer(nature)).join(" or ")} nature`,
	condition: ({ condition }) => condition.percentage_chance === null ? "" : `with a ${condition.percentage_chance}% chance`,
	"needs-overworld-rain": () => "while it is raining",
	"turn-upside-down": () => "with the console upside down",
	"near-special-rock": () => "near a special rock",
	"needs-multiplayer": () => "in multiplayer"
});
/**
* ## Requirement Phrases
* The English {@link formatRequirements} renders with, naming resources the way
* the API does. Exported so a caller can replace the wording of one kind — or
* all of them, in another language — without rebuilding the rest of the renderer
* around it, and so an override can fall back to the default for what it does
* not handle.
*
* ```ts
* formatRequirements(requirements, {
*   phrases: { 'min-happiness': ({ happiness }) => `com ${happiness} de felicidade` },
* });
*
* formatRequirements(requirements, {
*   phrases: {
*     trigger: (requirement) => MINE[requirement.trigger.name] ?? REQUIREMENT_PHRASES.trigger(requirement),
*   },
* });
* ```
*/
const REQUIREMENT_PHRASES = requirementPhrases();
/**
* The table built for a namer, kept so that rendering a list does not rebuild
* twenty-nine closures per row. Weak, so a namer closed over a component's
* props is not held alive by having been used once.
*/
const tables = /* @__PURE__ */ new WeakMap();
const tableFor = (namer) => {
	if (namer === void 0) return REQUIREMENT_PHRASES;
	const built = tables.get(namer) ?? requirementPhrases(namer);
	tables.set(namer, built);
	return built;
};
/**
* The table is keyed by `kind` and the union is discriminated by it, so the two
* are known to line up — but only one entry at a time, which is not something an
* index of the whole table can be written to say.
*/
const phrase = (requirement, phrases) => phrases[requirement.kind](requirement);
/**
* Renders requirements as an English phrase.
*
* ```ts
* formatRequirements(requirementsOf(detail)); // eevee → umbreon
* // 'level up, with at least 160 happiness, during the night, in its eevee form'
* ```
*
* The only English in the library, and a separate export for that reason: an
* application rendering its own copy — in its own language, or as anything other
* than a sentence — drops this and the phrase table with it. Use
* {@link requirementsOf} for that, or `phrases` to keep the sentence and change
* the words:
*
* ```ts
* formatRequirements(requirements, { phrases: { trade: () => 'by trade' } });
* ```
*
* Resources are named the way the API names them, not the way a game displays
* them. `localize(item.names)` is the display name, it costs a request, and
* `name` is where it goes:
*
* ```ts
* const items = await api.resolveAll(links);
* const display = new Map(items.map((item) => [item.name, localize(item.names)?.name]));
*
* formatRequirements(requirements, { name: (resource) => display.get(resource.name) ?? resource.name });
* // 'use Water Stone'
* ```
*
* The two options are the two halves of a translation and are independent:
* `phrases` is the words the library supplies, `name` the words the API does.
*
* A `use-item` trigger and the item it uses are one phrase, since "use an item,
* use water stone" says it twice. That holds under `phrases` too: the trigger is
* dropped before anything is rendered, so an overridden `item` is still what says
* the item is used.
*
* A phrase that renders as `""` is left out of the sentence. The default table
* does this for a `condition` with no `percentage_chance` — Milcery's spin, which
* the trigger already names — and an override can do it to hide any kind.
*/
const formatRequirements = (requirements, options) => {
	const phrases = {
		...tableFor(options?.name),
		...options?.phrases
	};
	const usesItem = requirements.some((requirement) => requirement.kind === "item") && requirements.some((requirement) => requirement.kind === "trigger" && requirement.trigger.name === "use-item");
	return requirements.filter((requirement) => !(usesItem && requirement.kind === "trigger")).map((requirement) => phrase(requirement, phrases)).filter((text) => text !== "").join(", ");
};

//#endregion
//#region src/utils/localize.ts
const optionsOf = (language) => {
	const options = typeof language === "string" ? { language } : language ?? {};
	return {
		...options,
		language: options.language ?? "en"
	};
};
/** Every entry written in one language, matched without regard to case. */
const inLanguage = (entries, language) => {
	const wanted = language.toLowerCase();
	return entries.filter((entry) => entry.language.name.toLowerCase() === wanted);
};
/**
* Picks the entry written in `language`, by the name the PokéAPI gives that
* language: `en`, `ja`, `ja-hrkt`, `zh-hans`, `es-419`, and so on.
*
* ```ts
* const species = await api.pokemon.getPokemonSpeciesByName('eevee');
*
* localize(species.names)?.name; // 'Eevee'
* localize(species.names, 'ja')?.name; // 'イーブイ'
* localize(species.names, { language: 'gd', fallback: 'en' })?.name; // 'Eevee'
* ```
*
* Matched without regard to case: the PokéAPI writes these tags in lower case,
* while BCP 47 capitalizes the script subtag — `ja-Hrkt` is the form anyone used
* to language tags will reach for, and it should not silently match nothing.
*
* A section may list several entries for one language — flavor text, one per
* version — and the first is the one returned. {@link localizeAll} is the way to
* see the rest and pick by version.
*
* @returns The entry, the one in `fallback` when that language is absent, or
*   `undefined` when neither is there.
*/
const localize = (entries, language) => localizeAll(entries, language)[0];
/**
* Every entry written in `language`, in the order the API lists them.
*
* ```ts
* const species = await api.pokemon.getPokemonSpeciesByName('eevee');
*
* const entries = localizeAll(species.flavor_text_entries, 'en');
* entries.find((entry) => entry.version.name === 'sword')?.flavor_text;
* ```
*
* Which is what a section publishing one entry per version needs: `localize`
* answers with the first, and the first is an arbitrary game's Pokédex entry
* rather than the one asked for. The version is on the entry — `version` on
* flavor text, `version_group` on the sections that change per group — so the
* filter belongs to the caller, who knows which of the two is there.
*
* @returns The entries, those in `fallback` when the language is absent, or `[]`
*   when neither is there.
*/
const localizeAll = (entries, language) => {
	const options = optionsOf(language);
	const matched = inLanguage(entries, options.language);
	if (matched.length > 0 || options.fallback === void 0) return matched;
	return inLanguage(entries, options.fallback);
};

//#endregion
//#region src/utils/resource-id.ts
/**
* The trailing id of a PokéAPI resource URL, with or without the final slash.
*
* Signed: `move-ailment/-1` is the "unknown" ailment, and it is a resource the
* API lists and serves like any other.
*/
const TRAILING_ID = /\/(-?\d+)\/?$/;
/**
* The id inside a resource URL, without a request.
*
* ```ts
* const page = await api.pokemon.listPokemons(0, 20);
*
* page.results.map((link) => getPokemonSpriteUrl(resourceId(link)));
* ```
*
* A list page gives names and URLs and no ids, while the sprite repository is
* keyed by id alone — this is what joins the two, and it is what lets a grid of
* every Pokémon render off one list request instead of one request per card.
*
* The id is read off the URL rather than fetched, so it is only as good as the
* link: a URL the API did not write is not promised to end in one.
*
* @param resource The link, as a URL or as the resource object carrying one.
* @returns The id.
* @throws {TypeError} If the URL does not end in an id.
*/
const resourceId = (resource) => {
	const url = typeof resource === "string" ? resource : resource.url;
	const match = TRAILING_ID.exec(url);
	if (match === null) throw new TypeError(`No resource id in URL: ${url}`);
	return Number(match[1]);
};

//#endregion
//#region src/utils/sprites.ts
const VARIANTS = {
	default: {
		directory: "",
		extension: "png"
	},
	"official-artwork": {
		directory: "other/official-artwork",
		extension: "png"
	},
	home: {
		directory: "other/home",
		extension: "png"
	},
	"dream-world": {
		directory: "other/dream-world",
		extension: "svg"
	},
	showdown: {
		directory: "other/showdown",
		extension: "gif"
	}
};
/**
* Builds the URL of a Pokémon sprite, without a request.
*
* ```ts
* getPokemonSpriteUrl(25); // front, default set
* getPokemonSpriteUrl(25, { variant: "official-artwork" });
* getPokemonSpriteUrl(25, { variant: "showdown", back: true, shiny: true });
* ```
*
* The sprite repository does not hold every combination for every Pokémon — a
* back-facing sprite of a recent generation, or a gendered form of a species with
* one appearance, simply does not exist. This builds a well-formed URL; it does
* not promise the file is there.
*
* @param id The Pokémon ID. Names are not addressable — the sprites are keyed by ID.
* @param options Which sprite set and which facing to build for.
* @returns The URL of the sprite.
*/
const getPokemonSpriteUrl = (id, options = {}) => {
	const { variant = "default", shiny = false, back = false, female = false } = options;
	const { directory, extension } = VARIANTS[variant];
	const segments = [
		directory,
		back && "back",
		shiny && "shiny",
		female && "female"
	];
	return [
		BASE_URL.SPRITES,
		"pokemon",
		...segments.filter(Boolean),
		`${id}.${extension}`
	].join("/");
};

//#endregion
//#region src/utils/type-chart.ts
/**
* The names {@link TypeName} declares, at runtime. Read off {@link TYPES} by id
* rather than written out a second time: `unknown` and `shadow` are the ids above
* 10000, the way every other section marks what is not part of the main games.
*
* `constants.live.spec.ts` is what holds the two to the same set — the ids are
* upstream's, and a type arriving above 10000 that does belong in a matchup would
* pass here unnoticed.
*/
const TYPE_NAMES = new Set(Object.entries(TYPES).filter(([, id]) => id < 1e4).map(([key]) => key.toLowerCase()));
const isTypeName = (name) => TYPE_NAMES.has(name);
/** A generation {@link GENERATIONS} does not know, which is one this build predates. */
const UNKNOWN = -1;
/**
* The id {@link GENERATIONS} gives a generation, or {@link UNKNOWN} for a name
* that is not one. Generations are compared by this rather than by name, which
* does not sort.
*/
const rank = (name) => {
	const key = name.toUpperCase().replaceAll("-", "_");
	return GENERATIONS[key] ?? UNKNOWN;
};
/** The offensive arrays of a {@link TypeRelations}, and what each one means. */
const MULTIPLIERS = [
	["no_damage_to", 0],
	["half_damage_to", .5],
	["double_damage_to", 2]
];
/** The defensive arrays, which say the same thing from the other side. */
const INCOMING = [
	["no_damage_from", 0],
	["half_damage_from", .5],
	["double_damage_from", 2]
];
/** Looks one type up in a set of arrays. Unlisted is neutral. */
const lookup = (relations, arrays, name) => {
	for (const [key, multiplier] of arrays) if (relations[key].some((type) => type.name === name)) return multiplier;
	return 1;
};
/** What one attacking type does to one defending type. */
const against = (relations, defending) => lookup(relations, MULTIPLIERS, defending);
/** The multiplier a set of relations produces against every defending type. */
const multiply = (relations, defending) => defending.reduce((total, type) => total * against(relations, type.name), 1);
/**
* The damage relations `type` had in `generation`, or the current ones when no
* generation is named.
*
* ```ts
* const ghost = await api.pokemon.getTypeByName('ghost');
*
* relationsFor(ghost).half_damage_to; // [dark]
* relationsFor(ghost, 'generation-iii')?.half_damage_to; // [dark, steel]
* ```
*
* Each entry in `past_damage_relations` records the *last* generation it applied
* to, so the chart in force is the first entry still at or after the generation
* asked for — Ghost's `generation-v` entry is what Ghost looked like from II
* through V, and the current relations take over at VI.
*
* @returns The relations, or `undefined` when `type` did not exist yet in
*   `generation`. Nothing is guessed: Steel in generation I has no chart, and a
*   neutral one would be a confidently wrong answer rather than a missing one.
*/
const relationsFor = (type, generation) => {
	if (generation === void 0) return type.damage_relations;
	const wanted = rank(generation);
	if (wanted === UNKNOWN) return type.damage_relations;
	if (wanted < rank(type.generation.name)) return;
	return [...type.past_damage_relations].sort((left, right) => rank(left.generation.name) - rank(right.generation.name)).find((entry) => rank(entry.generation.name) >= wanted)?.damage_relations ?? type.damage_relations;
};
function effectiveness(attacking, defending, options) {
	const relations = relationsFor(attacking, options?.generation);
	return relations === void 0 ? void 0 : multiply(relations, defending);
}
/**
* What every one of `types` does to a defender that has `defending` types, keyed
* by attacking type name — the "what is this Pokémon weak to" table.
*
* ```ts
* const types: Type[] = [];
* for await (const type of api.pokemon.paginate('listTypes', { resolve: true })) {
*   types.push(type);
* }
*
* const profile = defensiveProfile(types, gengar.types.map((slot) => slot.type));
* profile.psychic; // 2
* profile.normal; // 0
* ```
*
* The whole `type` section is one cached walk, and every lookup after that is
* local. A type that did not exist in the generation asked for is left out of the
* table rather than reported as neutral.
*
* `Partial` because of that, and because `types` is whatever the caller resolved:
* an entry is there when the attacking type is, so every lookup is `number |
* undefined`. `unknown` and `shadow` are not {@link TypeName}s and are skipped —
* they hold no damage relations, so they have no place in a matchup table.
*
* Reach for {@link defensiveProfileFrom} unless you are asking about a past
* generation: it answers the same question from the defender's own types, which
* is one or two resources rather than the whole section. This is the form that
* takes a `generation`, because only the attacking type carries the history.
*
* Keyed by the name the API gives a type, which is not the name a game displays:
* `localize(type.names)` is what a table headed in French needs, and it is a
* property of the resource rather than of this table.
*/
const defensiveProfile = (types, defending, options) => {
	const profile = {};
	for (const attacking of types) {
		if (!isTypeName(attacking.name)) continue;
		const relations = relationsFor(attacking, options?.generation);
		if (relations !== void 0) profile[attacking.name] = multiply(relations, defending);
	}
	return profile;
};
/**
* The same table, read off the defending types themselves — what every type does
* to a Pokémon that has `defending` types.
*
* ```ts
* const gengar = await api.pokemon.getPokemonByName('gengar');
* const types = await api.resolveAll(gengar.types.map((slot) => slot.type));
*
* const profile = defensiveProfileFrom(types);
* profile.psychic; // 2
* profile.normal; // 0
* ```
*
* Two requests for a dual-typed Pokémon, against the whole `type` section that
* {@link defensiveProfile} needs — the answer is the same because the chart is
* symmetric, which `tests/live/relations.live.spec.ts` is what keeps honest.
*
* Every {@link TypeName} is present: the defending types name every attacker
* they interact with, and the rest are neutral rather than unknown. There is no
* `generation` option for exactly the reason the entries are total — a defending
* type's arrays are the current chart, and they have no way to say that an
* attacking type did not exist yet. That question needs {@link defensiveProfile}.
*
* Keyed by the API's name for a type, as {@link defensiveProfile} is;
* `localize(type.names)` is the displayed one.
*/
const defensiveProfileFrom = (defending) => {
	const profile = {};
	for (const name of TYPE_NAMES) profile[name] = defending.reduce((total, type) => total * lookup(type.damage_relations, INCOMING, name), 1);
	return profile;
};

//#endregion
exports.BASE_URL = BASE_URL;
exports.BERRIES = BERRIES;
exports.BERRY_FIRMNESSES = BERRY_FIRMNESSES;
exports.BERRY_FLAVORS = BERRY_FLAVORS;
exports.BerryClient = BerryClient;
Object.defineProperty(exports, 'CONSTANTS', {
  enumerable: true,
  get: function () {
    return constants_exports;
  }
});
exports.CONTEST_TYPES = CONTEST_TYPES;
exports.CURRENCIES = CURRENCIES;
exports.ContestClient = ContestClient;
exports.CurrencyClient = CurrencyClient;
exports.EGG_GROUPS = EGG_GROUPS;
exports.ENCOUNTER_CONDITIONS = ENCOUNTER_CONDITIONS;
exports.ENCOUNTER_CONDITION_VALUES = ENCOUNTER_CONDITION_VALUES;
exports.ENCOUNTER_METHODS = ENCOUNTER_METHODS;
exports.ENDPOINTS = ENDPOINTS;
exports.EVOLUTION_TRIGGERS = EVOLUTION_TRIGGERS;
exports.EVOLUTION_VARIABLES = EVOLUTION_VARIABLES;
exports.EncounterClient = EncounterClient;
exports.EtagStore = EtagStore;
exports.EvolutionClient = EvolutionClient;
exports.GENDERS = GENDERS;
exports.GENERATIONS = GENERATIONS;
exports.GROWTH_RATES = GROWTH_RATES;
exports.GameClient = GameClient;
exports.ITEM_ATTRIBUTES = ITEM_ATTRIBUTES;
exports.ITEM_CATEGORIES = ITEM_CATEGORIES;
exports.ITEM_FLING_EFFECTS = ITEM_FLING_EFFECTS;
exports.ITEM_POCKETS = ITEM_POCKETS;
exports.ItemClient = ItemClient;
exports.LANGUAGES = LANGUAGES;
exports.LocationClient = LocationClient;
exports.MOVE_AILMENTS = MOVE_AILMENTS;
exports.MOVE_BATTLE_STYLES = MOVE_BATTLE_STYLES;
exports.MOVE_CATEGORIES = MOVE_CATEGORIES;
exports.MOVE_DAMAGE_CLASSES = MOVE_DAMAGE_CLASSES;
exports.MOVE_LEARN_METHODS = MOVE_LEARN_METHODS;
exports.MOVE_TARGETS = MOVE_TARGETS;
exports.MachineClient = MachineClient;
exports.MainClient = MainClient;
exports.MemoryCache = MemoryCache;
exports.MoveClient = MoveClient;
exports.NATURES = NATURES;
exports.PAL_PARK_AREAS = PAL_PARK_AREAS;
exports.POKEATHLON_STATS = POKEATHLON_STATS;
exports.POKEDEXES = POKEDEXES;
exports.POKEMON_COLORS = POKEMON_COLORS;
exports.POKEMON_HABITATS = POKEMON_HABITATS;
exports.POKEMON_SHAPES = POKEMON_SHAPES;
exports.PokemonClient = PokemonClient;
exports.PokenodeError = PokenodeError;
exports.REGIONS = REGIONS;
exports.REQUIREMENT_PHRASES = REQUIREMENT_PHRASES;
exports.STATS = STATS;
exports.TYPES = TYPES;
exports.UtilityClient = UtilityClient;
exports.VERSIONS = VERSIONS;
exports.VERSION_GROUPS = VERSION_GROUPS;
exports.WebStorageCache = WebStorageCache;
exports.consoleLogger = consoleLogger;
exports.defensiveProfile = defensiveProfile;
exports.defensiveProfileFrom = defensiveProfileFrom;
exports.effectiveness = effectiveness;
exports.flattenChain = flattenChain;
exports.formatRequirements = formatRequirements;
exports.getPokemonSpriteUrl = getPokemonSpriteUrl;
exports.localize = localize;
exports.localizeAll = localizeAll;
exports.pathTo = pathTo;
exports.relationsFor = relationsFor;
exports.requirementPhrases = requirementPhrases;
exports.requirementsOf = requirementsOf;
exports.resourceId = resourceId;
//# sourceMappingURL=index.cjs.map