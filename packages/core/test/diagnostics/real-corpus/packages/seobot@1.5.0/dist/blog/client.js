"use strict";
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.BlogClient = void 0;
const axios_1 = __importDefault(require("axios"));
const slugify_1 = __importDefault(require("slugify"));
const transliteration_1 = require("transliteration");
class BlogClient {
    constructor(key) {
        if (!key)
            throw Error('SEObot API key must be provided. You can use the DEMO key a8c58738-7b98-4597-b20a-0bb1c2fe5772 for testing');
        this._key = key;
        this._axios = axios_1.default.create({
            baseURL: 'https://cdn.seobotai.com',
        });
    }
    _decompressIndex(short) {
        return {
            id: short.id,
            slug: short.s,
            title: short.st || short.h,
            headline: short.h,
            metaDescription: short.d,
            image: short.i,
            readingTime: short.rt,
            createdAt: short.cr,
            updatedAt: short.up,
            category: short.c
                ? {
                    title: short.c.t,
                    slug: short.c.s || (0, slugify_1.default)((0, transliteration_1.transliterate)(short.c.t), { lower: true, strict: true }),
                }
                : null,
            tags: (short.tg || []).map(i => ({
                title: i.t,
                slug: i.s || (0, slugify_1.default)((0, transliteration_1.transliterate)(i.t), { lower: true, strict: true }),
            })),
            isTool: short.t,
            isVideo: short.v,
            isNews: short.n,
        };
    }
    _fetchIndex() {
        return __awaiter(this, void 0, void 0, function* () {
            const { data } = yield this._axios.get(`/${this._key}/system/base.json`);
            return data.map(i => this._decompressIndex(i)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        });
    }
    _fetchArticle(id) {
        return __awaiter(this, void 0, void 0, function* () {
            const { data } = yield this._axios.get(`/${this._key}/blog/${id}.json`);
            return data;
        });
    }
    getArticles(page, limit = 10) {
        return __awaiter(this, void 0, void 0, function* () {
            const base = yield this._fetchIndex();
            const start = page * limit;
            const end = start + limit;
            return {
                articles: base.slice(start, end),
                total: base.length,
            };
        });
    }
    getCategoryArticles(slug, page, limit = 10) {
        return __awaiter(this, void 0, void 0, function* () {
            const base = yield this._fetchIndex();
            const categoryIds = base.filter(i => { var _a; return ((_a = i.category) === null || _a === void 0 ? void 0 : _a.slug) == slug; }).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
            const start = page * limit;
            const end = start + limit;
            return {
                articles: categoryIds.slice(start, end),
                total: categoryIds.length,
            };
        });
    }
    getTagArticles(slug, page, limit = 10) {
        return __awaiter(this, void 0, void 0, function* () {
            const base = yield this._fetchIndex();
            const tags = base.filter(i => i.tags.some(item => (item === null || item === void 0 ? void 0 : item.slug) === slug)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
            const start = page * limit;
            const end = start + limit;
            return {
                articles: tags.slice(start, end),
                total: tags.length,
            };
        });
    }
    getArticle(slug) {
        return __awaiter(this, void 0, void 0, function* () {
            try {
                const base = yield this._fetchIndex();
                const record = base.find(item => item.slug === slug);
                if (!record)
                    return null;
                const post = yield this._fetchArticle(record.id);
                return post;
            }
            catch (_a) {
                return null;
            }
        });
    }
}
exports.BlogClient = BlogClient;
