import { VERSION } from "./version.js";
import { BACKEND_DOMAINS, BACKEND_NAMES, PRODUCT_IMAGE_URL } from "./consts.js";
import { _objectSpread2 } from "./_virtual/_@oxc-project_runtime@0.130.0/helpers/objectSpread2.js";
import { Robotoff } from "./robotoff.js";
import { NutriPatrol } from "./nutripatrol.js";
import { TAXONOMY_URL } from "./taxonomy/api.js";
import { ProductOpenerApiV2 } from "./off-v2.js";
import { ProductOpenerApiV3 } from "./off-v3.js";
import { jwtDecode } from "jwt-decode";
//#region src/off.ts
/** Wrapper of OFF API */
var OpenFoodFacts = class {
	/**
	* Create OFF object
	* @param fetch - Fetch implementation to use
	* @param options - Options for the OFF Object
	*/
	constructor(fetch, options = {
		country: "world",
		language: "en"
	}) {
		this.performOCR = (barcode, photoId, ocrEngine) => this.apiv2.performOCR(barcode, photoId, ocrEngine);
		this.search = (query) => this.apiv2.search(query);
		this.getAttributeGroups = () => this.apiv2.getAttributeGroups();
		this.getProductAttributes = (barcode) => this.apiv2.getProductAttributes(barcode);
		this.getProductV3 = (barcode, query) => this.apiv3.getProductV3(barcode, query);
		this.addOrEditProductV2 = (product, credentials) => {
			var _credentials$username, _credentials$password;
			const username = (_credentials$username = credentials === null || credentials === void 0 ? void 0 : credentials.username) !== null && _credentials$username !== void 0 ? _credentials$username : this.defaultOptions.username;
			const password = (_credentials$password = credentials === null || credentials === void 0 ? void 0 : credentials.password) !== null && _credentials$password !== void 0 ? _credentials$password : this.defaultOptions.password;
			const nullableCredentials = username != null && password != null ? {
				username,
				password
			} : void 0;
			return this.apiv2.addOrEditProductV2(product, nullableCredentials);
		};
		this.uploadImage = (barcode, imageFile, imagefield) => this.apiv2.uploadImage(barcode, imageFile, imagefield);
		this.cropImage = (barcode, imgid, id, cropData) => this.apiv2.cropImage(barcode, imgid, id, cropData);
		this.rotateImage = (barcode, id, imgid, angle) => this.apiv2.rotateImage(barcode, id, imgid, angle);
		this.unselectImage = (barcode, id) => this.apiv2.unselectImage(barcode, id);
		this.deleteProductImage = (barcode, imgid) => this.apiv3.deleteProductImage(barcode, imgid);
		this.uploadProductImage = (barcode, params) => this.apiv3.uploadProductImage(barcode, params);
		this.getProductV2 = (barcode) => this.apiv2.getProductV2(barcode);
		this.getProductImages = (barcode) => this.apiv2.getProductImages(barcode);
		this.deleteProduct = (code, comment) => this.apiv2.deleteProduct(code, comment);
		this.moveImages = (code, imgids, moveToBarcode, copyData) => this.apiv2.moveImages(code, imgids, moveToBarcode, copyData);
		this.deleteImages = (code, imgids) => this.apiv2.deleteImages(code, imgids);
		this.validateOptions(options);
		this.backendType = options.type;
		this.baseUrl = this.createBaseUrl(options);
		this.customUserAgent = this.createUserAgent();
		this.accessToken = options.accessToken;
		this.fetch = this.createFetchWrapper(fetch, options);
		this.defaultOptions = {
			lang: options.language,
			country: options.country,
			username: void 0,
			password: void 0
		};
		this.apiv2 = new ProductOpenerApiV2(this.fetch, { host: this.baseUrl });
		this.apiv3 = new ProductOpenerApiV3(this.fetch, { host: this.baseUrl });
		this.robotoff = new Robotoff(fetch);
		this.nutriPatrol = new NutriPatrol(fetch);
	}
	/**
	* Validates constructor options for mutual exclusivity
	*/
	validateOptions(options) {
		if (options.host && options.country || options.type && options.country) throw new Error("You must provide either `host`, `type`, or `country`, not multiple.");
	}
	/**
	* Creates the base URL based on options
	*/
	createBaseUrl(options) {
		if (options.host != null) return options.host;
		if (options.type != null) return `https://world.${BACKEND_DOMAINS[options.type]}`;
		return `https://${options.country || "world"}.openfoodfacts.org`;
	}
	/**
	* Creates the User-Agent string based on backend type
	*/
	createUserAgent() {
		if (this.backendType != null) return `${BACKEND_NAMES[this.backendType]} - NodeJS ${VERSION}`;
		return `OpenFoodFacts - NodeJS ${VERSION}`;
	}
	/**
	* Validates access token format and expiration
	*/
	validateAccessToken(token) {
		if (typeof token !== "string") throw new Error("Access token must be a string.");
		if (token.length === 0) throw new Error("Access token cannot be an empty string.");
		if (!/^[A-Za-z0-9-_.]+$/.test(token)) throw new Error("Access token can only contain alphanumeric characters, dashes, underscores, and periods.");
		if (this.isTokenExpired(token)) throw new Error("Access token is expired.");
	}
	/**
	* Creates a fetch wrapper with User-Agent and optional token handling
	*/
	createFetchWrapper(fetch, options) {
		let wrappedFetch = this.createUserAgentFetch(fetch);
		if (options.accessToken != null) {
			this.validateAccessToken(options.accessToken);
			wrappedFetch = this.createTokenAwareFetch(wrappedFetch, options);
		}
		return wrappedFetch;
	}
	/**
	* Creates a fetch wrapper that adds User-Agent header
	*/
	createUserAgentFetch(fetch) {
		return (url, init) => {
			const headers = new Headers(init === null || init === void 0 ? void 0 : init.headers);
			headers.set("User-Agent", this.customUserAgent);
			return fetch(url, _objectSpread2(_objectSpread2({}, init), {}, { headers }));
		};
	}
	/**
	* Creates a fetch wrapper that handles token refresh and authorization
	*/
	createTokenAwareFetch(fetch, options) {
		var _this = this;
		return async (url, init) => {
			const headers = new Headers(init === null || init === void 0 ? void 0 : init.headers);
			if (_this.accessToken == null) throw new Error("Access token was first specified and now is null.");
			if (_this.isTokenExpired(_this.accessToken)) _this.accessToken = await _this.refreshAccessToken(options);
			headers.set("Authorization", `Bearer ${_this.accessToken}`);
			return fetch(url, _objectSpread2(_objectSpread2({}, init), {}, { headers }));
		};
	}
	/**
	* Refreshes the access token using the provided callback
	*/
	async refreshAccessToken(options) {
		if (options.onAccessTokenExpired == null) throw new Error("Access token expired and no handler provided to refresh it. You should provide `onAccessTokenExpired` option or wrap the fetch function to handle token expiration.");
		const newAccessToken = await options.onAccessTokenExpired();
		if (newAccessToken == null) throw new Error("onAccessTokenExpired handler did not return a new access token.");
		return newAccessToken;
	}
	/**
	* Checks if a JWT access token is expired. Returns false only if the token is
	* well-formed, has a valid exp claim, and is not expired. Otherwise returns
	* true.
	*/
	isTokenExpired(token) {
		try {
			const decoded = jwtDecode(token);
			if (decoded.exp == null) return true;
			return Math.floor(Date.now() / 1e3) >= decoded.exp;
		} catch (error) {
			console.warn("Failed to decode access token:", error);
			return true;
		}
	}
	getBrand(brandId) {
		return this.apiv2.getTaxoEntry("brands", brandId);
	}
	getLanguage(languageId) {
		return this.apiv2.getTaxoEntry("languages", languageId);
	}
	/**
	* Returns a single category taxonomy entry by id
	* @param categoryId - The id of the category (e.g., "en:beverages")
	*/
	getCategory(categoryId) {
		return this.apiv2.getTaxoEntry("categories", categoryId);
	}
	/**
	* Returns a single label taxonomy entry by id
	* @param labelId - The id of the label (e.g., "en:organic")
	*/
	getLabel(labelId) {
		return this.apiv2.getTaxoEntry("labels", labelId);
	}
	/**
	* Returns a single additive taxonomy entry by id
	* @param additiveId - The id of the additive (e.g., "en:e322")
	*/
	getAdditive(additiveId) {
		return this.apiv2.getTaxoEntry("additives", additiveId);
	}
	/**
	* Returns a single allergen taxonomy entry by id
	* @param allergenId - The id of the allergen (e.g., "en:gluten")
	*/
	getAllergen(allergenId) {
		return this.apiv2.getTaxoEntry("allergens", allergenId);
	}
	/**
	* Returns a single country taxonomy entry by id
	* @param countryId - The id of the country (e.g., "en:france")
	*/
	getCountry(countryId) {
		return this.apiv2.getTaxoEntry("countries", countryId);
	}
	/**
	* Returns a single ingredient taxonomy entry by id
	* @param ingredientId - The id of the ingredient (e.g., "en:sugar")
	*/
	getIngredient(ingredientId) {
		return this.apiv2.getTaxoEntry("ingredients", ingredientId);
	}
	/**
	* Returns a single packaging taxonomy entry by id
	* @param packagingId - The id of the packaging (e.g., "en:plastic")
	*/
	getPackaging(packagingId) {
		return this.apiv2.getTaxoEntry("packaging", packagingId);
	}
	/**
	* Returns a single state taxonomy entry by id
	* @param stateId - The id of the state (e.g., "en:complete")
	*/
	getState(stateId) {
		return this.apiv2.getTaxoEntry("states", stateId);
	}
	/**
	* Returns a single store taxonomy entry by id
	* @param storeId - The id of the store (e.g., "en:carrefour")
	*/
	getStore(storeId) {
		return this.apiv2.getTaxoEntry("stores", storeId);
	}
	/**
	* Returns a single nutrient taxonomy entry by id
	* @param nutrientId - The id of the nutrient (e.g., "en:energy")
	*/
	getNutrient(nutrientId) {
		return this.apiv2.getTaxoEntry("nutrients", nutrientId);
	}
	getBrands() {
		return this.getTaxo("brands");
	}
	getLanguages() {
		return this.getTaxo("languages");
	}
	getLabels() {
		return this.getTaxo("labels");
	}
	getAdditives() {
		return this.getTaxo("additives");
	}
	getAllergens() {
		return this.getTaxo("allergens");
	}
	getCategories() {
		return this.getTaxo("categories");
	}
	getCountries() {
		return this.getTaxo("countries");
	}
	getIngredients() {
		return this.getTaxo("ingredients");
	}
	getPackagings() {
		return this.getTaxo("packaging");
	}
	getStates() {
		return this.getTaxo("states");
	}
	getStores() {
		return this.getTaxo("stores");
	}
	getNutrients() {
		return this.getTaxo("nutrients");
	}
	async getTaxo(taxo) {
		var _this2 = this;
		return await (await _this2.fetch(TAXONOMY_URL(taxo, _this2.backendType))).json();
	}
	async getFacet(facet, opts) {
		var _this3 = this;
		const params = new URLSearchParams();
		if (opts === null || opts === void 0 ? void 0 : opts.page) params.set("page", `${opts.page}`);
		if (opts === null || opts === void 0 ? void 0 : opts.pageSize) params.set("page_size", `${opts.pageSize}`);
		if (opts === null || opts === void 0 ? void 0 : opts.sortBy) params.set("sort_by", opts.sortBy);
		return await (await _this3.fetch(`${_this3.baseUrl}/facets/${facet}.json?${params}`)).json();
	}
	async getFacetValue(facet, value, opts) {
		var _this4 = this;
		const params = new URLSearchParams();
		if (opts === null || opts === void 0 ? void 0 : opts.page) params.set("page", `${opts.page}`);
		if (opts === null || opts === void 0 ? void 0 : opts.pageSize) params.set("page_size", `${opts.pageSize}`);
		if (opts === null || opts === void 0 ? void 0 : opts.sortBy) params.set("sort_by", opts.sortBy);
		return await (await _this4.fetch(new URL(`${_this4.baseUrl}/facets/${facet}/${value}.json?${params}`))).json();
	}
	async getLoginStatus() {
		var _this5 = this;
		const response = await _this5.fetch(new URL("/cgi/auth.pl?body=1", _this5.baseUrl));
		if (!response.ok) return { error: `HTTP error! status: ${response.status}` };
		return { data: await response.json() };
	}
	/**
	* Returns the current authenticated user's permissions.
	* Requires a valid access token (set via constructor options).
	* @returns User permissions including moderator/admin flags, or error details
	*/
	async getCurrentUserPermissions() {
		var _this6 = this;
		const response = await _this6.fetch(new URL("/api/v3/current-user/permissions", _this6.baseUrl));
		if (!response.ok) return { error: `HTTP error! status: ${response.status}` };
		return { data: await response.json() };
	}
};
/**
* Gets URL for a product image based on its barcode and image name
* @param barcode - Product barcode
* @param imageName - Name of the image (e.g., "front", "ingredients", "nutrition")
* @param images - Image metadata from product data
* @param size - Image size (100, 200, 400, or full) - defaults to 400
* @returns Complete URL to the specific image or null if not found
*/
function getProductImageUrl(barcode, imageName, images, size = "400") {
	const paddedBarcode = barcode.toString().padStart(13, "0");
	const match = paddedBarcode.match(/^(.{3})(.{3})(.{3})(.*)$/);
	if (!match) throw new Error(`Invalid barcode format: ${paddedBarcode}`);
	const path = `${match[1]}/${match[2]}/${match[3]}/${match[4]}`;
	const image = images[imageName];
	if (!image) return null;
	const rev = image.rev;
	let filename;
	if (rev) filename = `${imageName}.${rev}.${size}.jpg`;
	else filename = `${imageName}.${size}.jpg`;
	return PRODUCT_IMAGE_URL(`${path}/${filename}`);
}
//#endregion
export { OpenFoodFacts as default, getProductImageUrl };

//# sourceMappingURL=off.js.map