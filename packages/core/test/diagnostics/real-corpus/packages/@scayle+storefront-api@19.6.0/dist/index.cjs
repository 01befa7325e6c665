'use strict';

const Promotion = require('./shared/storefront-api.Cu3RSIQt.cjs');

function attributeIncludeParameters(type, attributeInclude) {
  if (!attributeInclude) {
    return [];
  }
  const parameterValues = [];
  if (attributeInclude === "all") {
    parameterValues.push(type);
  } else {
    if (attributeInclude.withKey) {
      parameterValues.push(`${type}:key(${attributeInclude.withKey.join("|")})`);
    }
    if (attributeInclude.ofType) {
      parameterValues.push(`${type}:type(${attributeInclude.ofType.join("|")})`);
    }
  }
  return parameterValues;
}
function prefixList(prefix) {
  return (list) => list.map((value) => `${prefix}${value}`);
}

function mediaAttributeSelectorFilters(attributes) {
  const filters = [];
  if (attributes.withKey) {
    filters.push(`key(${attributes.withKey.join("|")})`);
  }
  if (attributes.ofType) {
    filters.push(`type(${attributes.ofType.join("|")})`);
  }
  if (attributes.excludeKey) {
    filters.push(`exclude(${attributes.excludeKey.join("|")})`);
  }
  return filters;
}
function productWithQueryParameterValues(productWith) {
  const parameterValues = [];
  parameterValues.push(
    ...attributeIncludeParameters("attributes", productWith.attributes),
    ...attributeIncludeParameters(
      "advancedAttributes",
      productWith.advancedAttributes
    )
  );
  if (productWith.variants) {
    parameterValues.push("variants");
    if (productWith.variants && typeof productWith.variants === "object") {
      parameterValues.push(
        ...prefixList("variants.")(
          variantWithQueryParameterValues(productWith.variants)
        )
      );
    }
  }
  if (!productWith.images || productWith.images === "all") {
    parameterValues.push(`images.attributes:legacy(false)`);
  } else if (productWith.images.attributes) {
    const imagesAttributesFilters = [
      "legacy(false)",
      ...mediaAttributeSelectorFilters(productWith.images.attributes)
    ];
    parameterValues.push(
      `images.attributes:${imagesAttributesFilters.join(":")}`
    );
  }
  if (productWith.videos) {
    parameterValues.push("videos");
  }
  if (typeof productWith.videos === "object") {
    if (productWith.videos.attributes) {
      const videoAttributeFilters = mediaAttributeSelectorFilters(
        productWith.videos.attributes
      );
      parameterValues.push(
        videoAttributeFilters.length > 0 ? `videos.attributes:${videoAttributeFilters.join(":")}` : "videos.attributes"
      );
    }
    if (productWith.videos.customData) {
      parameterValues.push("videos.customData");
    }
  }
  if (productWith.categories) {
    parameterValues.push("categories");
    if (typeof productWith.categories === "object") {
      if (productWith.categories.includeHidden) {
        parameterValues.push("categories:hidden(true)");
      }
      if (productWith.categories.countryLevelCustomData) {
        parameterValues.push("categories.countryLevelCustomData");
      }
      if (productWith.categories.shopLevelCustomData) {
        parameterValues.push("categories.shopLevelCustomData");
      }
      if (productWith.categories.properties === "all") ; else if (typeof productWith.categories.properties === "object") {
        parameterValues.push(
          `categories:properties(${productWith.categories.properties.withName.join(
            "|"
          )})`
        );
      } else {
        parameterValues.push(`categories:properties()`);
      }
    } else if (productWith.categories === "all") {
      parameterValues.push("categories:properties()");
    }
  }
  if (productWith.siblings) {
    parameterValues.push("siblings");
    if (productWith.siblings && typeof productWith.siblings === "object") {
      parameterValues.push(
        ...productWithQueryParameterValues(productWith.siblings).map(
          (queryParameter) => `siblings.${queryParameter}`
        )
      );
    }
  }
  if (productWith.priceRange) {
    parameterValues.push("priceRange");
    if (typeof productWith.priceRange === "object" && productWith.priceRange.customData) {
      parameterValues.push("priceRange.customData");
    }
  }
  if (productWith.reductionRange === true) {
    parameterValues.push("reductionRange");
  }
  if (productWith.baseCategories === true) {
    parameterValues.push("baseCategories");
  }
  if (productWith.lowestPriorPrice === true) {
    parameterValues.push("lowestPriorPrice");
  }
  if (productWith.searchCategoryIds === true) {
    parameterValues.push("searchCategoryIds");
  }
  if (productWith.sellableTimeframe === true) {
    parameterValues.push("sellableTimeframe");
  }
  return parameterValues;
}
function variantWithQueryParameterValues(variantWith) {
  const parameterValues = [
    ...attributeIncludeParameters("attributes", variantWith.attributes),
    ...attributeIncludeParameters(
      "advancedAttributes",
      variantWith.advancedAttributes
    ),
    ...variantWith.lowestPriorPrice ? ["lowestPriorPrice"] : [],
    ...variantWith.stock ? ["stock"] : [],
    ...variantWith.stock && typeof variantWith.stock === "object" && variantWith.stock.customData ? ["stock.customData"] : [],
    ...variantWith.price?.customData ? ["price.customData"] : []
  ];
  if (variantWith.relatedVariants) {
    parameterValues.push("relatedVariants");
    if (typeof variantWith.relatedVariants === "object") {
      parameterValues.push(
        ...prefixList("relatedVariants.")(
          relatedVariantsWithQueryParameterValues(variantWith.relatedVariants)
        )
      );
    }
  }
  return parameterValues;
}
function relatedVariantsWithQueryParameterValues(relatedVariantsWith) {
  return [
    ...attributeIncludeParameters("attributes", relatedVariantsWith.attributes),
    ...attributeIncludeParameters(
      "advancedAttributes",
      relatedVariantsWith.advancedAttributes
    ),
    ...attributeIncludeParameters("customData", relatedVariantsWith.customData),
    ...relatedVariantsWith.lowestPriorPrice ? ["lowestPriorPrice"] : [],
    ...relatedVariantsWith.price?.customData ? ["price.customData"] : []
  ];
}

const encodeBase64 = (string) => {
  if (typeof Buffer === "function") {
    return Buffer.from(string).toString("base64");
  }
  const binString = Array.from(
    new TextEncoder().encode(string),
    (x) => String.fromCodePoint(x)
  ).join("");
  return btoa(binString);
};
const buildOrderCustomDataHeaders = (orderCustomData) => {
  if (!orderCustomData) {
    return {};
  }
  return {
    "X-Order-Custom-Data": encodeBase64(JSON.stringify(orderCustomData))
  };
};
const buildCustomerTokenHeader = (accessToken) => {
  if (!accessToken) {
    return {};
  }
  return { "X-Customer-Token": accessToken };
};

function basketWithQueryParameter(basketWith) {
  const withParams = [];
  if (basketWith.items && basketWith.items.product) {
    withParams.push(
      ...productWithQueryParameterValues(basketWith.items.product).map(
        (value) => `items.product.${value}`
      )
    );
  }
  if (basketWith.items && basketWith.items.variant) {
    withParams.push(
      ...prefixList(`items.variant.`)(
        variantWithQueryParameterValues(basketWith.items.variant)
      )
    );
  }
  if (basketWith.items?.promotion === true) {
    withParams.push("items.promotion");
  }
  if (basketWith.applicablePromotions === true) {
    withParams.push("applicablePromotions");
  }
  return withParams;
}
function getBasketEndpointRequest(params) {
  return {
    method: "GET",
    endpoint: `/v1/baskets/${params.basketKey}`,
    headers: {
      ...buildOrderCustomDataHeaders(params.orderCustomData),
      ...buildCustomerTokenHeader(params.customerToken)
    },
    params: {
      ...params.with ? { with: basketWithQueryParameter(params.with).join(",") } : void 0,
      ...params.campaignKey ? { campaignKey: params.campaignKey } : void 0,
      ...params.checkoutShopId ? { checkoutShopId: params.checkoutShopId } : void 0,
      ...params.skipAvailabilityCheck ? { skipAvailabilityCheck: params.skipAvailabilityCheck } : void 0,
      ...params.includeItemsWithoutProductData ? {
        includeItemsWithoutProductData: params.includeItemsWithoutProductData
      } : void 0
    }
  };
}

function createBasketItemRequest(params) {
  const customData = params.pricePromotionKey ? { ...params.customData, pricePromotionKey: params.pricePromotionKey } : params.customData;
  return {
    method: "POST",
    endpoint: `/v1/baskets/${params.basketKey}/items`,
    successfulResponseCodes: [201, 206, 409, 412, 413],
    headers: {
      ...buildOrderCustomDataHeaders(params.orderCustomData),
      ...buildCustomerTokenHeader(params.customerToken)
    },
    params: {
      ...params.with ? { with: basketWithQueryParameter(params.with).join(",") } : void 0,
      ...params.campaignKey ? { campaignKey: params.campaignKey } : void 0,
      ...params.skipAvailabilityCheck ? { skipAvailabilityCheck: params.skipAvailabilityCheck } : void 0,
      ...params.includeItemsWithoutProductData ? {
        includeItemsWithoutProductData: params.includeItemsWithoutProductData
      } : void 0
    },
    data: {
      variantId: params.variantId,
      quantity: params.quantity,
      ...customData !== void 0 ? { customData } : void 0,
      ...params.childShopId ? { shopId: params.childShopId } : void 0,
      ...params.displayData ? { displayData: params.displayData } : void 0,
      ...params.itemGroup ? { itemGroup: params.itemGroup } : void 0,
      ...params.promotionId ? { promotionId: params.promotionId } : void 0,
      ...params.promotions ? { promotions: params.promotions } : void 0
    }
  };
}

function deleteBasketItemRequest(params) {
  return {
    method: "DELETE",
    endpoint: `/v1/baskets/${params.basketKey}/items/${params.itemKey}`,
    headers: {
      ...buildOrderCustomDataHeaders(params.orderCustomData),
      ...buildCustomerTokenHeader(params.customerToken)
    },
    params: {
      ...params.with ? { with: basketWithQueryParameter(params.with).join(",") } : void 0,
      ...params.campaignKey ? { campaignKey: params.campaignKey } : void 0,
      ...params.skipAvailabilityCheck ? { skipAvailabilityCheck: params.skipAvailabilityCheck } : void 0,
      ...params.includeItemsWithoutProductData ? {
        includeItemsWithoutProductData: params.includeItemsWithoutProductData
      } : void 0
    }
  };
}

function getApplicablePromotionsByCodeRequest(params) {
  return {
    method: "POST",
    endpoint: `/v1/baskets/${params.basketKey}/promotion-code`,
    headers: {
      ...buildOrderCustomDataHeaders(params.orderCustomData),
      ...buildCustomerTokenHeader(params.customerToken)
    },
    params: {
      ...params.with ? { with: basketWithQueryParameter(params.with).join(",") } : void 0,
      ...params.campaignKey ? { campaignKey: params.campaignKey } : void 0,
      ...params.includeItemsWithoutProductData ? {
        includeItemsWithoutProductData: params.includeItemsWithoutProductData
      } : void 0
    },
    data: {
      promotionCode: params.promotionCode
    }
  };
}

function bulkUpdatePromotionsRequest(params) {
  return {
    method: "PUT",
    endpoint: `/v1/baskets/${params.basketKey}/promotions`,
    headers: {
      ...buildOrderCustomDataHeaders(params.orderCustomData),
      ...buildCustomerTokenHeader(params.customerToken)
    },
    params: {
      ...params.with ? { with: basketWithQueryParameter(params.with).join(",") } : void 0,
      ...params.campaignKey ? { campaignKey: params.campaignKey } : void 0,
      ...params.includeItemsWithoutProductData ? {
        includeItemsWithoutProductData: params.includeItemsWithoutProductData
      } : void 0,
      ...params.skipAvailabilityCheck ? { skipAvailabilityCheck: params.skipAvailabilityCheck } : void 0
    },
    data: params.items
  };
}

function updateBasketItemQuantityRequest(params) {
  const customData = params.pricePromotionKey ? { ...params.customData, pricePromotionKey: params.pricePromotionKey } : params.customData;
  return {
    method: "PATCH",
    endpoint: `/v1/baskets/${params.basketKey}/items/${params.itemKey}`,
    successfulResponseCodes: [200, 206, 404, 412, 413],
    headers: {
      ...buildOrderCustomDataHeaders(params.orderCustomData),
      ...buildCustomerTokenHeader(params.customerToken)
    },
    params: {
      ...params.with ? { with: basketWithQueryParameter(params.with).join(",") } : void 0,
      ...params.campaignKey ? { campaignKey: params.campaignKey } : void 0,
      ...params.skipAvailabilityCheck ? { skipAvailabilityCheck: params.skipAvailabilityCheck } : void 0,
      ...params.includeItemsWithoutProductData ? {
        includeItemsWithoutProductData: params.includeItemsWithoutProductData
      } : void 0
    },
    data: {
      quantity: params.quantity,
      ...customData !== void 0 ? { customData } : void 0,
      ...params.displayData ? { displayData: params.displayData } : void 0,
      ...params.itemGroup ? { itemGroup: params.itemGroup } : void 0,
      ...params.promotionId !== void 0 ? { promotionId: params.promotionId } : void 0,
      ...params.promotionCode !== void 0 ? { promotionCode: params.promotionCode } : void 0,
      ...params.promotions !== void 0 ? { promotions: params.promotions } : void 0
    }
  };
}

function parametersForCategoryEndpoint(parameters) {
  return {
    ...categoryWithQueryParameters(parameters.with),
    ...parameters.includeHidden ? { showHidden: "true" } : void 0
  };
}
function categoryWithQueryParameters(categoryWith) {
  if (!categoryWith) {
    return {
      depth: 1,
      // include no properties by default
      with: "properties:name()"
    };
  }
  const withParams = [];
  if (categoryWith.parents) {
    withParams.push("parents");
  }
  if (categoryWith.includeProductSorting) {
    withParams.push("productSorting");
  }
  if (categoryWith.properties) {
    if (categoryWith.properties === "all") {
      withParams.push("properties");
    } else {
      withParams.push(
        `properties:name(${categoryWith.properties.withName.join("|")})`
      );
    }
  } else {
    withParams.push("properties:name()");
  }
  if (categoryWith.children !== void 0 && categoryWith.children > 0) {
    withParams.push("descendants");
  }
  return {
    ...withParams.length > 0 ? { with: withParams.join(",") } : void 0,
    depth: (categoryWith.children ?? 0) + 1
  };
}

function createCategoriesEndpointRequest(params = {}) {
  return {
    method: "GET",
    endpoint: "/v1/categories",
    params: {
      ...parametersForCategoryEndpoint(params)
    }
  };
}

function createCategoriesByIdsEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: "/v1/categories",
    params: {
      ids: parameters.categoryIds.join(","),
      ...parametersForCategoryEndpoint(parameters)
    }
  };
}

function createCategoryByIdEndpointRequest(params) {
  return {
    method: "GET",
    endpoint: `/v1/categories/${params.categoryId}`,
    params: {
      ...parametersForCategoryEndpoint(params)
    }
  };
}

function createCategoryBySlugEndpointRequest(params) {
  return {
    method: "GET",
    endpoint: `/v1/categories/${params.slugPath.join("/")}`,
    params: {
      ...parametersForCategoryEndpoint(params)
    }
  };
}

function queryParamsFromProductSearchQuery(productSearchQuery) {
  if (!productSearchQuery) {
    return void 0;
  }
  const filters = {
    "filters[category]": productSearchQuery.categoryId,
    ...(productSearchQuery.attributes || []).reduce((acc, attribute) => {
      switch (attribute.type) {
        case "attributes":
          acc[`filters[${attribute.key || attribute.id}]`] = attribute.values.join(`,`);
          break;
        case "attributes:not":
          acc[`filters:not[${attribute.key}]`] = attribute.values.join(`,`);
          break;
        case "boolean":
          acc[`filters[${attribute.key}]`] = attribute.value ? "true" : "false";
          break;
        /* istanbul ignore next */
        default:
          console.error(`Unsupported filter type`, attribute);
      }
      return acc;
    }, {}),
    "filters[term]": productSearchQuery.term,
    "filters[minPrice]": productSearchQuery.minPrice,
    "filters[maxPrice]": productSearchQuery.maxPrice,
    "filters[minReduction]": productSearchQuery.minReduction,
    "filters[maxReduction]": productSearchQuery.maxReduction,
    "filters[hasCampaignReduction]": productSearchQuery.hasCampaignReduction === void 0 ? void 0 : productSearchQuery.hasCampaignReduction.toString(),
    containsSearch: productSearchQuery.containsSearch ? "true" : void 0,
    disableFuzziness: productSearchQuery.disableFuzziness ? "true" : void 0,
    "filters[sellableAt]": productSearchQuery.sellableAt
  };
  const definedFilters = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== void 0 && value !== null) {
      definedFilters[key] = value;
    }
  }
  return definedFilters;
}

const FilterTypes = {
  BOOLEAN: "boolean",
  ATTRIBUTES: "attributes",
  IDENTIFIER: "identifier",
  RANGE: "range"
};
function createFiltersEndpointRequest(parameters) {
  const withParam = parameters.with ? parameters.with.join(",") : "values";
  return {
    method: "GET",
    endpoint: "/v1/filters",
    params: {
      ...withParam ? { with: withParam } : void 0,
      ...parameters.including ? { including: parameters.including.join(",") } : void 0,
      ...parameters.campaignKey ? { campaignKey: parameters.campaignKey } : void 0,
      ...parameters.pricePromotionKey ? { pricePromotionKey: parameters.pricePromotionKey } : void 0,
      ...parameters.includeSoldOut ? { includeSoldOut: parameters.includeSoldOut } : void 0,
      ...parameters.includeSellableForFree ? { includeSellableForFree: parameters.includeSellableForFree } : void 0,
      ...queryParamsFromProductSearchQuery(parameters.where),
      ...parameters.orFiltersOperator && parameters.orFiltersOperator.length > 1 ? { orFiltersOperator: parameters.orFiltersOperator.join(",") } : void 0
    }
  };
}

function createProductByIdEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: `/v1/products/${parameters.productId}`,
    params: {
      ...parameters.with ? { with: productWithQueryParameterValues(parameters.with).join(`,`) } : void 0,
      ...parameters.campaignKey ? { campaignKey: parameters.campaignKey } : void 0,
      ...parameters.pricePromotionKey ? {
        pricePromotionKey: parameters.pricePromotionKey
      } : void 0,
      ...parameters.includeSellableForFree ? { includeSellableForFree: parameters.includeSellableForFree } : void 0
    }
  };
}

function createProductsSearchEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: "/v1/products",
    params: {
      ...parameters.with ? { with: productWithQueryParameterValues(parameters.with).join(`,`) } : void 0,
      ...queryParamsFromProductSearchQuery(parameters.where),
      ...parameters.pricePromotionKey ? {
        pricePromotionKey: parameters.pricePromotionKey
      } : void 0,
      ...parameters.sort && parameters.sort.by ? { sort: parameters.sort.by } : void 0,
      ...parameters.sort && parameters.sort.direction ? { sortDir: parameters.sort.direction } : void 0,
      ...parameters.sort && parameters.sort.score ? { sortScore: parameters.sort.score } : void 0,
      ...parameters.sort && parameters.sort.channel ? { sortChannel: parameters.sort.channel } : void 0,
      ...parameters.sort && parameters.sort.sortingKey ? {
        sortingKey: Array.isArray(parameters.sort.sortingKey) ? parameters.sort.sortingKey.join(",") : parameters.sort.sortingKey
      } : void 0,
      ...parameters.pagination && parameters.pagination.page ? { page: parameters.pagination.page } : void 0,
      ...parameters.pagination && parameters.pagination.perPage ? { perPage: parameters.pagination.perPage } : void 0,
      ...parameters.campaignKey ? { campaignKey: parameters.campaignKey } : void 0,
      ...parameters.includeSellableForFree ? { includeSellableForFree: parameters.includeSellableForFree } : void 0,
      ...parameters.includeSoldOut ? { includeSoldOut: parameters.includeSoldOut } : void 0,
      ...parameters.minProductId ? { minProductId: parameters.minProductId } : void 0,
      ...parameters.orFiltersOperator && parameters.orFiltersOperator.length > 1 ? { orFiltersOperator: parameters.orFiltersOperator.join(",") } : void 0,
      ...parameters.trackSearchAnalyticsEvent && {
        trackSearchAnalyticsEvent: "true"
      }
    }
  };
}

function createGetRedirectsEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: `/v1/redirects`,
    params: {
      ...parameters.pagination && parameters.pagination.page ? { page: parameters.pagination.page } : void 0,
      ...parameters.pagination && parameters.pagination.perPage ? { perPage: parameters.pagination.perPage } : void 0
    }
  };
}
function createPostRedirectEndpointRequest(url) {
  return {
    method: "POST",
    endpoint: "/v1/redirects",
    data: {
      url
    }
  };
}

function createProductsByIdsEndpointRequest(parameters) {
  if (parameters.productIds.length === 0) {
    throw new Error(`"productIds" parameter must not be an empty array.`);
  }
  return {
    method: "GET",
    endpoint: `/v1/products`,
    params: {
      ids: parameters.productIds.join(`,`),
      ...parameters.with ? { with: productWithQueryParameterValues(parameters.with).join(`,`) } : void 0,
      ...parameters.campaignKey ? { campaignKey: parameters.campaignKey } : void 0,
      ...parameters.pricePromotionKey ? {
        pricePromotionKey: parameters.pricePromotionKey
      } : void 0,
      ...parameters.includeSellableForFree ? { includeSellableForFree: parameters.includeSellableForFree } : void 0
    }
  };
}

function wishlistWithQueryParameter(wishlistWith) {
  const withParams = [];
  if (wishlistWith.items && wishlistWith.items.product) {
    withParams.push(
      ...productWithQueryParameterValues(wishlistWith.items.product).map(
        (value) => `items.product.${value}`
      )
    );
  }
  if (wishlistWith.items && wishlistWith.items.variant) {
    withParams.push(
      ...variantWithQueryParameterValues(wishlistWith.items.variant).map(
        (value) => `items.variant.${value}`
      )
    );
  }
  return withParams;
}

const AddToWishlistFailureKind = {
  ITEM_UNAVAILABLE: "ItemUnavailable",
  MAXIMUM_ITEM_COUNT_REACHED: "MaximumItemCountReached",
  ITEM_ALREADY_PRESENT: "ItemAlreadyPresent",
  UNKNOWN: "Unknown"
};
function addWishlistItemEndpointRequest(params) {
  return {
    method: "POST",
    endpoint: `/v1/wishlists/${params.wishlistKey}/items`,
    successfulResponseCodes: [201, 409, 412, 413],
    params: {
      ...params.with ? {
        with: wishlistWithQueryParameter(params.with).join(",")
      } : void 0,
      ...params.campaignKey ? { campaignKey: params.campaignKey } : void 0,
      ...params.pricePromotionKey ? { pricePromotionKey: params.pricePromotionKey } : void 0
    },
    data: {
      ...params.item,
      ...params.itemGroup ? { itemGroup: params.itemGroup } : void 0,
      ...params.customData ? { customData: params.customData } : void 0
    }
  };
}
function addToWishlistFailureKindFromStatusCode(statusCode) {
  switch (statusCode) {
    case 409:
      return AddToWishlistFailureKind.ITEM_ALREADY_PRESENT;
    case 412:
      return AddToWishlistFailureKind.ITEM_UNAVAILABLE;
    case 413:
      return AddToWishlistFailureKind.MAXIMUM_ITEM_COUNT_REACHED;
    default:
      return AddToWishlistFailureKind.UNKNOWN;
  }
}

function deleteWishlistEndpointRequest(params) {
  return {
    method: "DELETE",
    endpoint: `/v1/wishlists/${params.wishlistKey}/items/${params.itemKey}`,
    params: {
      ...params.with ? { with: wishlistWithQueryParameter(params.with).join(",") } : void 0,
      ...params.campaignKey ? { campaignKey: params.campaignKey } : void 0,
      ...params.pricePromotionKey ? { pricePromotionKey: params.pricePromotionKey } : void 0
    }
  };
}

function getWishlistEndpointRequest(params) {
  return {
    method: "GET",
    endpoint: `/v1/wishlists/${params.wishlistKey}`,
    params: {
      ...params.with ? { with: wishlistWithQueryParameter(params.with).join(",") } : void 0,
      ...params.campaignKey ? { campaignKey: params.campaignKey } : void 0,
      ...params.pricePromotionKey ? { pricePromotionKey: params.pricePromotionKey } : void 0
    }
  };
}

class FetchError extends Error {
  response;
  constructor(response) {
    const message = `Failed to fetch ${response.url}. ${response.status} ${response.statusText}`;
    super(message);
    this.response = response;
    this.name = "FetchError";
    this.message = message;
  }
}

const getParamsString = (params) => {
  let query = "";
  for (const [key, value] of Object.entries(params)) {
    if (!value) {
      continue;
    }
    if (query.length > 0) {
      query += "&";
    }
    query += `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
  }
  if (query) {
    return `?${query}`;
  }
  return "";
};
const hasData = (bapiCall) => {
  return ["POST", "PATCH", "PUT"].includes(bapiCall.method);
};
const BODYLESS_STATUS_CODES = [202, 204, 205, 304];
async function execute(host, shopIdentifier, bapiCall, auth, additionalHeaders) {
  const url = `https://${host}${bapiCall.endpoint}${getParamsString({
    ...bapiCall.params,
    ...shopIdentifier
  })}`;
  const response = await fetch(url, {
    headers: {
      Accept: "application/json",
      "Content-Type": "application/json",
      ...typeof window === "undefined" ? { "accept-encoding": "gzip, deflate" } : void 0,
      ...auth && auth.type === "token" ? { "X-Access-Token": auth.token } : {},
      ...additionalHeaders,
      ...bapiCall.headers
    },
    method: bapiCall.method,
    body: hasData(bapiCall) ? JSON.stringify(bapiCall.data) : void 0
  });
  if (bapiCall.successfulResponseCodes) {
    if (!bapiCall.successfulResponseCodes.includes(response.status)) {
      throw new FetchError(response);
    }
  } else if (!response.ok) {
    throw new FetchError(response);
  }
  const body = (await response.text()).trim();
  const isBodyless = !body && BODYLESS_STATUS_CODES.includes(response.status);
  return {
    data: isBodyless ? void 0 : JSON.parse(body),
    statusCode: response.status
  };
}

function suggestionsWithQueryParameter(suggestionsWith) {
  const withParams = [];
  if (suggestionsWith.products && typeof suggestionsWith.products === "object") {
    withParams.push(
      ...productWithQueryParameterValues(suggestionsWith.products).map(
        (value) => `products.${value}`
      )
    );
  }
  return withParams;
}
function createSearchSuggestionsEndpointRequest(parameters) {
  const topLevelIncludes = [];
  if (parameters.with) {
    if (parameters.with.brands) {
      topLevelIncludes.push("brands");
    }
    if (parameters.with.categories) {
      topLevelIncludes.push("categories");
    }
    if (parameters.with.productNames) {
      topLevelIncludes.push("productNames");
    }
    if (parameters.with.products) {
      topLevelIncludes.push("products");
    }
  }
  return {
    method: "GET",
    endpoint: `/v1/search/suggestions`,
    params: {
      term: parameters.term,
      ...parameters.campaignKey ? { campaignKey: parameters.campaignKey } : void 0,
      with: [
        topLevelIncludes,
        ...parameters.with ? suggestionsWithQueryParameter(parameters.with) : []
      ].join(`,`)
    }
  };
}

function createSearchMappingsEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: `/v1/search/mappings`,
    params: {
      term: parameters.term
    }
  };
}

function createVariantsByIdsEndpointRequest(parameters) {
  if (parameters.variantIds.length === 0) {
    throw new Error(`"variantIds" parameter must not be an empty array.`);
  }
  return {
    method: "GET",
    endpoint: `/v1/variants`,
    params: {
      ids: parameters.variantIds.join(`,`),
      ...parameters.with ? { with: variantWithQueryParameterValues(parameters.with).join(`,`) } : void 0,
      ...parameters.campaignKey ? { campaignKey: parameters.campaignKey } : void 0,
      ...parameters.pricePromotionKey ? {
        pricePromotionKey: parameters.pricePromotionKey
      } : void 0
    }
  };
}

function createFilterValuesEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: `/v1/filters/${parameters.groupName}/values`,
    params: {
      ...queryParamsFromProductSearchQuery(parameters.where),
      ...parameters.campaignKey ? { campaignKey: parameters.campaignKey } : void 0,
      ...parameters.orFiltersOperator && parameters.orFiltersOperator.length > 1 ? { orFiltersOperator: parameters.orFiltersOperator.join(",") } : void 0
    }
  };
}

function createTypeaheadSuggestionsEndpointRequest(parameters) {
  return {
    method: "POST",
    endpoint: `/v1/typeahead`,
    params: {
      term: parameters.term,
      // ...(parameters.campaignKey
      //   ? {campaignKey: parameters.campaignKey}
      //   : undefined),
      with: [
        ...parameters.with?.products ? prefixList("product.")(
          productWithQueryParameterValues(parameters.with?.products)
        ) : [],
        ...parameters.with?.categories?.parents === "all" ? ["category.parents"] : [],
        ...parameters.with?.categories?.children ? ["category.children"] : []
      ].join(`,`),
      ...parameters.with?.categories?.children ? { categoryDepth: parameters.with?.categories?.children + 1 } : void 0
    },
    data: {
      ...parameters.categoryId ? { categoryId: parameters.categoryId } : void 0,
      ...parameters.productLimit != null ? { limit: parameters.productLimit } : void 0
    }
  };
}

function createAttributeByKeyEndpointRequest(key) {
  return {
    method: "GET",
    endpoint: `/v1/attributes/${key}`
  };
}

function createProductByReferenceKeyRequest(parameters) {
  if (!parameters.referenceKey) {
    throw new Error(`"referenceKey" must not be an empty string.`);
  }
  return {
    method: "GET",
    endpoint: `/v1/products`,
    params: {
      referenceKey: parameters.referenceKey,
      ...parameters.with ? { with: productWithQueryParameterValues(parameters.with).join(`,`) } : void 0,
      ...parameters.campaignKey ? { campaignKey: parameters.campaignKey } : void 0,
      ...parameters.pricePromotionKey ? {
        pricePromotionKey: parameters.pricePromotionKey
      } : void 0,
      ...parameters.includeSellableForFree ? { includeSellableForFree: parameters.includeSellableForFree } : void 0
    }
  };
}

function createSearchResolveEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: `/v1/search/resolve`,
    params: {
      term: parameters.term,
      ...parameters.categoryId ? { categoryId: parameters.categoryId } : void 0
    }
  };
}

function createBrandsEndpointRequest(parameters = {}) {
  return {
    method: "GET",
    endpoint: "/v1/brands",
    params: {
      ...parameters.pagination && parameters.pagination.page ? { page: parameters.pagination.page } : void 0,
      ...parameters.pagination && parameters.pagination.perPage ? { perPage: parameters.pagination.perPage } : void 0
    }
  };
}

function createBrandByIdEndpointRequest(brandId) {
  return {
    method: "GET",
    endpoint: `/v1/brands/${brandId}`
  };
}

function createCampaignByIdEndpointRequest(campaignId) {
  return {
    method: "GET",
    endpoint: `/v1/campaigns/${campaignId}`
  };
}

function createCampaignsEndpointRequest(parameters = {}) {
  return {
    method: "GET",
    endpoint: "/v1/campaigns",
    params: {
      ...parameters.sort && parameters.sort.by ? { sort: parameters.sort.by } : void 0,
      ...parameters.sort && parameters.sort.direction ? { sortDir: parameters.sort.direction } : void 0,
      ...parameters.pagination && parameters.pagination.page ? { page: parameters.pagination.page } : void 0,
      ...parameters.pagination && parameters.pagination.perPage ? { perPage: parameters.pagination.perPage } : void 0
    }
  };
}

function createNavigationByIdEndpointRequest(navigationTreeId, parameters) {
  return {
    method: "GET",
    endpoint: `/v1/navigation/trees/${navigationTreeId}`,
    params: {
      ...parameters.locale ? { locale: parameters.locale } : {},
      ...parameters?.with?.category ? { with: "category" } : {},
      ...parameters.visibleAt ? { "filters[visibleAt]": parameters.visibleAt } : {}
    }
  };
}

function createNavigationV2AllEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: "/v2/navigations",
    params: {
      ...parameters?.with?.category ? { with: "category" } : {},
      ...parameters.visibleAt ? { "filters[visibleAt]": parameters.visibleAt } : {}
    }
  };
}

function createNavigationV2ByReferenceEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: `/v2/navigations/${parameters.referenceKey}`,
    params: {
      ...parameters?.with?.category ? { with: "category" } : {},
      ...parameters.visibleAt ? { "filters[visibleAt]": parameters.visibleAt } : {}
    }
  };
}

function createNavigationAllEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: "/v1/navigation/trees",
    params: {
      ...parameters.locale ? { locale: parameters.locale } : {},
      ...parameters?.with?.category ? { with: "category" } : {},
      ...parameters.visibleAt ? { "filters[visibleAt]": parameters.visibleAt } : {}
    }
  };
}

function createPromotionsEndpointRequest(parameters = {}) {
  return {
    method: "GET",
    endpoint: "/v1/promotions",
    headers: {
      ...buildCustomerTokenHeader(parameters.customerToken)
    },
    params: {
      ...parameters.pagination && parameters.pagination.page ? { page: parameters.pagination.page } : void 0,
      ...parameters.pagination && parameters.pagination.perPage ? { perPage: parameters.pagination.perPage } : void 0,
      ...parameters.ids ? { ids: parameters.ids.join(",") } : void 0,
      ...parameters.activeAt ? { activeAt: parameters.activeAt } : void 0
    }
  };
}

const searchV2WithParamsToQuery = (includes) => {
  const params = [];
  let depth = 0;
  if (includes?.categories) {
    if (includes.categories.parents === "all") {
      params.push("category.parents");
    }
    if (includes.categories.children) {
      depth = includes.categories.children + 1;
      params.push("category.children");
    }
    if (includes.categories.properties) {
      params.push(
        includes.categories.properties.map(
          (propertyName) => `category.properties:name(${propertyName})`
        )
      );
    }
  }
  if (includes?.product) {
    params.push(
      prefixList("product.")(productWithQueryParameterValues(includes.product))
    );
  }
  if (includes?.navigationItem) {
    if (includes.navigationItem.category === "all") {
      params.push("navigationItem.category");
    } else if (includes.navigationItem.category?.properties) {
      params.push(
        includes.navigationItem.category.properties.map(
          (propertyName) => `navigationItem.category.properties:name(${propertyName})`
        )
      );
    }
  }
  if (params.length === 0) {
    return {};
  }
  return {
    with: params.join(","),
    "category.depth": depth
  };
};

function createSearchV2SuggestionsEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: `/v2/search/suggestions`,
    params: {
      term: parameters.term,
      ...parameters.categoryId ? { categoryId: parameters.categoryId } : void 0,
      ...parameters.campaignKey ? { campaignKey: parameters.campaignKey } : void 0,
      ...searchV2WithParamsToQuery(parameters.with)
    }
  };
}

function createSearchV2ResolveEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: `/v2/search/resolve`,
    successfulResponseCodes: [200],
    params: {
      term: parameters.term,
      ...parameters.categoryId ? { categoryId: parameters.categoryId } : void 0,
      ...parameters.campaignKey ? { campaignKey: parameters.campaignKey } : void 0,
      ...searchV2WithParamsToQuery(parameters.with)
    }
  };
}

function createSimilarProductsEndpointRequest(parameters) {
  return {
    method: "GET",
    endpoint: `/v1/recommendations/similar/${parameters.productId}`,
    params: {
      ...parameters.with ? { with: productWithQueryParameterValues(parameters.with).join(`,`) } : void 0,
      ...queryParamsFromProductSearchQuery(parameters.where),
      ...parameters.campaignKey ? { campaignKey: parameters.campaignKey } : void 0,
      ...parameters.pricePromotionKey ? {
        pricePromotionKey: parameters.pricePromotionKey
      } : void 0,
      ...parameters.limit !== void 0 ? { limit: parameters.limit } : void 0,
      ...parameters.ignoreSameMasterKey ? { ignoreSameMasterKey: parameters.ignoreSameMasterKey } : void 0
    }
  };
}

function submitAnalyticsEventRequest(event) {
  return {
    method: "POST",
    endpoint: "/v1/analytics/events",
    data: event
  };
}

const parseHost = (host) => {
  if (host.startsWith("https://")) {
    return new URL(host).host;
  }
  return host;
};

const ExistingItemHandling = {
  KEEP_EXISTING: "KeepExisting",
  ADD_QUANTITY_TO_EXISTING: "AddQuantityToExisting",
  REPLACE_EXISTING: "ReplaceExisting",
  REPLACE_EXISTING_WITH_COMBINED_QUANTITY: "ReplaceExistingWithCombinedQuantity"
};
const AddToBasketFailureKind = {
  VARIANT_ALREADY_PRESENT: "VariantAlreadyPresent",
  ITEM_UNAVAILABLE: "ItemUnavailable",
  MAXIMUM_ITEM_COUNT_REACHED: "MaximumItemCountReached",
  ITEM_DATA_NOT_FOUND: "ItemDataNotFound",
  ITEM_ADDED_WITH_REDUCED_QUANTITY: "ItemAddedWithReducedQuantity",
  UNKNOWN: "Unknown"
};
function addToBasketFailureKindFromStatusCode(statusCode) {
  switch (statusCode) {
    case 409:
      return AddToBasketFailureKind.VARIANT_ALREADY_PRESENT;
    case 412:
      return AddToBasketFailureKind.ITEM_UNAVAILABLE;
    case 413:
      return AddToBasketFailureKind.MAXIMUM_ITEM_COUNT_REACHED;
    case 424:
      return AddToBasketFailureKind.ITEM_DATA_NOT_FOUND;
    case 206:
      return AddToBasketFailureKind.ITEM_ADDED_WITH_REDUCED_QUANTITY;
    default:
      return AddToBasketFailureKind.UNKNOWN;
  }
}
const UpdateBasketItemFailureKind = {
  ITEM_UNAVAILABLE: "ItemUnavailable",
  BASKET_ITEM_NOT_FOUND: "BasketItemNotFound",
  ITEM_ADDED_WITH_REDUCED_QUANTITY: "ItemAddedWithReducedQuantity",
  MAXIMUM_ITEM_COUNT_REACHED: "MaximumItemCountReached",
  UNKNOWN: "Unknown"
};
function updateBasketItemFailureKindFromStatusCode(statusCode) {
  switch (statusCode) {
    case 206:
      return UpdateBasketItemFailureKind.ITEM_ADDED_WITH_REDUCED_QUANTITY;
    case 404:
      return UpdateBasketItemFailureKind.BASKET_ITEM_NOT_FOUND;
    case 412:
      return UpdateBasketItemFailureKind.ITEM_UNAVAILABLE;
    case 413:
      return UpdateBasketItemFailureKind.MAXIMUM_ITEM_COUNT_REACHED;
    default:
      return UpdateBasketItemFailureKind.UNKNOWN;
  }
}
const findBasketItem = (basket, itemToAdd) => {
  return basket.items.find((item) => {
    if (item.variant.id !== itemToAdd.variantId) {
      return false;
    }
    return item.itemGroup?.id === itemToAdd.itemGroupId;
  });
};
const LOCALE_PATTERN = /^[a-z]{2,4}_[A-Z]{2,4}$/;
const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/i;
class StorefrontAPIClient {
  host;
  shopIdentifier;
  auth;
  additionalHeaders;
  /**
   * Creates a client that attaches shop identification to every API call as query parameters.
   *
   * @param config Host plus either `shopId` or `shopKey`, `countryCode`, and `locale`
   * @throws When neither `shopId` nor the full `shopKey` trio is provided
   * @throws When `locale` does not match `language_TERRITORY` (e.g. `en_US`, `de_DE`)
   * @throws When `countryCode` is not a two-letter ISO code (e.g. `DE`, `US`)
   */
  constructor(config) {
    this.host = parseHost(config.host);
    this.auth = config.auth;
    this.additionalHeaders = config.additionalHeaders;
    if ("shopId" in config && typeof config.shopId === "number") {
      this.shopIdentifier = { shopId: String(config.shopId) };
      return;
    }
    const { shopKey, countryCode, locale } = config;
    if (typeof shopKey !== "string" || typeof countryCode !== "string" || typeof locale !== "string") {
      throw new TypeError(
        "Missing shop identification. Provide either shopId or shopKey, countryCode, and locale."
      );
    }
    if (!LOCALE_PATTERN.test(locale)) {
      throw new Error(
        'Invalid locale format. Expected string matching: /^[a-z]{2,4}_[A-Z]{2,4}$/ (e.g., "en_US", "de_DE").'
      );
    }
    if (!COUNTRY_CODE_PATTERN.test(countryCode)) {
      throw new Error(
        'Invalid country code format. Expected string matching: /^[A-Za-z]{2}$/ (e.g., "US", "DE").'
      );
    }
    this.shopIdentifier = {
      shopKey,
      countryCode,
      locale
    };
  }
  /**
   * Returns a new client with the same host and shop context, optionally overriding config fields.
   * Preserves the source client's shop identification strategy unless the override supplies a
   * full alternate strategy (`shopKey`, `countryCode`, and `locale`, or `shopId`).
   *
   * @param config Partial overrides applied on top of the current client settings
   * @returns New `StorefrontAPIClient` instance
   */
  clone(config) {
    const shared = {
      host: this.host,
      auth: this.auth,
      additionalHeaders: this.additionalHeaders
    };
    if (typeof config.shopKey === "string" && typeof config.countryCode === "string" && typeof config.locale === "string") {
      const { shopId: shopId2, ...overrides2 } = config;
      return new StorefrontAPIClient({
        ...shared,
        ...overrides2,
        shopKey: config.shopKey,
        countryCode: config.countryCode,
        locale: config.locale
      });
    }
    if (typeof config.shopId === "number") {
      const { shopKey: shopKey2, countryCode: countryCode2, locale: locale2, ...overrides2 } = config;
      return new StorefrontAPIClient({
        ...shared,
        ...overrides2,
        shopId: config.shopId
      });
    }
    const baseConfig = "shopId" in this.shopIdentifier ? {
      ...shared,
      shopId: Number(this.shopIdentifier.shopId)
    } : {
      ...shared,
      shopKey: this.shopIdentifier.shopKey,
      countryCode: this.shopIdentifier.countryCode,
      locale: this.shopIdentifier.locale
    };
    const { shopId, shopKey, countryCode, locale, ...overrides } = config;
    return new StorefrontAPIClient({
      ...baseConfig,
      ...overrides
    });
  }
  async execute(request) {
    const response = await execute(
      this.host,
      this.shopIdentifier,
      request,
      this.auth,
      this.additionalHeaders
    );
    return response.data;
  }
  executeWithStatus(request) {
    return execute(
      this.host,
      this.shopIdentifier,
      request,
      this.auth,
      this.additionalHeaders
    );
  }
  attributes = {
    getByKey: (key) => this.execute(createAttributeByKeyEndpointRequest(key))
  };
  basket = {
    get: async (basketKey, params = {}) => {
      const response = await this.execute(
        getBasketEndpointRequest({
          ...params,
          basketKey
        })
      );
      return {
        type: "success",
        statusCode: 200,
        basket: response
      };
    },
    addItem: async (basketKey, variantId, quantity = 1, params = {}) => {
      const response = await this.executeWithStatus(
        createBasketItemRequest({
          ...params,
          basketKey,
          variantId,
          quantity
        })
      );
      if (response.statusCode === 200 || response.statusCode === 201) {
        return {
          type: "success",
          statusCode: response.statusCode,
          basket: response.data
        };
      } else {
        return {
          type: "failure",
          statusCode: response.statusCode,
          kind: addToBasketFailureKindFromStatusCode(response.statusCode),
          basket: response.data
        };
      }
    },
    /**
     * Adds or updates many variants in the basket
     *
     * If an item with the same variant ID already exists the strategy defined in
     * `options.existingItemHandling` will be used to resolve the conflict.
     * See `ExistingItemHandling` for more details on the individual approaches.
     *
     * If a quantity of 0 is provided, that'll delete any existing basket item for the same variant unless "keep existing" is set.
     *
     * This method throws if the initial basket GET fails.
     *
     * If the caller specifies any of `customData`, `displayData`, or `pricePromotionKey` this will update the _entire_ `customData` for that specific basket item.
     * There is one notable exception: If `ExistingItemHandling.ADD_QUANTITY_TO_EXISTING` is specified, the previous display data will be preserved.
     */
    addOrUpdateItems: async (basketKey, items, basketParams = {}, options = {
      existingItemHandling: ExistingItemHandling.REPLACE_EXISTING_WITH_COMBINED_QUANTITY
    }) => {
      const initialBasketResponse = await this.basket.get(
        basketKey,
        basketParams
      );
      if (initialBasketResponse.type !== "success") {
        throw new Error("Failed to get initial basket");
      }
      const client = new BasketMultiOperationsClient(
        this,
        initialBasketResponse.basket
      );
      for (const itemToAdd of items) {
        const existingBasketItem = findBasketItem(client.latestBasket, {
          variantId: itemToAdd.variantId,
          itemGroupId: itemToAdd.params?.itemGroup?.id
        });
        const { variantId, quantity = 1 } = itemToAdd;
        const params = {
          ...basketParams,
          ...itemToAdd.params
        };
        if (existingBasketItem) {
          if (quantity === 0) {
            switch (options.existingItemHandling) {
              case ExistingItemHandling.KEEP_EXISTING:
              case ExistingItemHandling.ADD_QUANTITY_TO_EXISTING:
                continue;
              case ExistingItemHandling.REPLACE_EXISTING:
                await client.deleteItem(
                  existingBasketItem.key,
                  params,
                  variantId
                );
                break;
              case ExistingItemHandling.REPLACE_EXISTING_WITH_COMBINED_QUANTITY:
                await client.deleteItem(
                  existingBasketItem.key,
                  params,
                  variantId
                );
                await client.addItem(
                  variantId,
                  existingBasketItem.quantity,
                  params
                );
                break;
            }
          } else {
            switch (options.existingItemHandling) {
              case ExistingItemHandling.KEEP_EXISTING:
                continue;
              // leave existing untouched
              case ExistingItemHandling.ADD_QUANTITY_TO_EXISTING:
                await client.updateItem(
                  existingBasketItem.key,
                  existingBasketItem.quantity + quantity,
                  params,
                  variantId
                );
                continue;
              case ExistingItemHandling.REPLACE_EXISTING:
                await client.deleteItem(
                  existingBasketItem.key,
                  params,
                  variantId
                );
                await client.addItem(variantId, quantity, params);
                break;
              case ExistingItemHandling.REPLACE_EXISTING_WITH_COMBINED_QUANTITY:
                await client.deleteItem(
                  existingBasketItem.key,
                  params,
                  variantId
                );
                await client.addItem(
                  variantId,
                  quantity + existingBasketItem.quantity,
                  params
                );
                break;
            }
          }
        } else if (quantity > 0) {
          await client.addItem(variantId, quantity, params);
        }
      }
      const errors = client.errors;
      const latestBasket = client.latestBasket;
      if (errors.length) {
        return {
          type: "failure",
          basket: latestBasket,
          errors
        };
      }
      return {
        type: "success",
        basket: latestBasket
      };
    },
    updateItem: async (basketKey, itemKey, quantity, params = {}) => {
      const response = await this.executeWithStatus(
        updateBasketItemQuantityRequest({
          ...params,
          basketKey,
          itemKey,
          quantity
        })
      );
      if (response.statusCode === 200) {
        return {
          type: "success",
          statusCode: response.statusCode,
          basket: response.data
        };
      } else {
        return {
          type: "failure",
          statusCode: response.statusCode,
          basket: response.data,
          kind: updateBasketItemFailureKindFromStatusCode(response.statusCode)
        };
      }
    },
    deleteItem: (basketKey, itemKey, params = {}) => this.execute(
      deleteBasketItemRequest({
        ...params,
        basketKey,
        itemKey
      })
    ),
    getApplicablePromotionsByCode: async (basketKey, promotionCode, params = {}) => {
      const response = await this.executeWithStatus(
        getApplicablePromotionsByCodeRequest({
          ...params,
          basketKey,
          promotionCode
        })
      );
      if (response.statusCode === 200) {
        return {
          type: "success",
          statusCode: response.statusCode,
          basket: response.data
        };
      } else {
        return {
          type: "failure",
          statusCode: response.statusCode,
          basket: response.data
        };
      }
    },
    bulkUpdatePromotions: async (basketKey, params) => {
      const response = await this.executeWithStatus(
        bulkUpdatePromotionsRequest({ ...params, basketKey })
      );
      if (response.statusCode === 200) {
        return {
          type: "success",
          statusCode: response.statusCode,
          basket: response.data
        };
      } else {
        return {
          type: "failure",
          statusCode: response.statusCode,
          basket: response.data
        };
      }
    }
  };
  categories = {
    getById: (categoryId, parameters = {}) => {
      return this.execute(
        createCategoryByIdEndpointRequest({
          ...parameters,
          categoryId
        })
      );
    },
    getByIds: (categoryIds, parameters = {}) => {
      return this.execute(
        createCategoriesByIdsEndpointRequest({
          ...parameters,
          categoryIds
        })
      );
    },
    getByPath: (path, parameters = {}) => {
      return this.execute(
        createCategoryBySlugEndpointRequest({
          ...parameters,
          slugPath: path
        })
      );
    },
    getRoots: (parameters = {}) => {
      return this.execute(createCategoriesEndpointRequest(parameters));
    }
  };
  filters = {
    get: (params) => this.execute(createFiltersEndpointRequest(params)),
    getValues: (groupName, params) => this.execute(
      createFilterValuesEndpointRequest({
        groupName,
        ...params
      })
    )
  };
  redirects = {
    get: (params = {}) => this.execute(createGetRedirectsEndpointRequest(params)),
    post: async (url) => {
      try {
        return await this.execute(createPostRedirectEndpointRequest(url));
      } catch (e) {
        if (e instanceof FetchError && e.response.status === 404) {
          return void 0;
        }
        throw e;
      }
    }
  };
  products = {
    getById: (productId, params = {}) => this.execute(createProductByIdEndpointRequest({ ...params, productId })),
    getByIds: async (productIds, params = {}) => {
      if (productIds.length === 0) {
        return [];
      }
      const response = await this.execute(
        createProductsByIdsEndpointRequest({ ...params, productIds })
      );
      return response.entities;
    },
    getByReferenceKeys: async (referenceKeys, params = {}) => {
      const paramsWithReferenceKeys = {
        ...params,
        where: {
          attributes: [
            {
              type: "attributes",
              key: "referenceKey",
              values: referenceKeys
            }
          ]
        }
      };
      const response = await this.execute(
        createProductsSearchEndpointRequest(paramsWithReferenceKeys)
      );
      return response.entities;
    },
    getByReferenceKey: async (referenceKey, params = {}) => {
      const response = await this.execute(
        createProductByReferenceKeyRequest({ ...params, referenceKey })
      );
      if (response.entities.length === 1) {
        return response.entities[0];
      } else if (response.entities.length > 1) {
        throw new Error(
          `Got ${response.entities.length} products for a single referenceKey`
        );
      }
      return null;
    },
    query: (params = {}) => this.execute(createProductsSearchEndpointRequest(params))
  };
  wishlist = {
    get: (wishlistKey, params = {}) => this.execute(
      getWishlistEndpointRequest({
        ...params,
        wishlistKey
      })
    ),
    addItem: async (wishlistKey, item, params = {}) => {
      const response = await this.executeWithStatus(
        addWishlistItemEndpointRequest({
          ...params,
          wishlistKey,
          item
        })
      );
      if (response.statusCode === 201) {
        return {
          type: "success",
          statusCode: response.statusCode,
          wishlist: response.data
        };
      } else {
        return {
          type: "failure",
          statusCode: response.statusCode,
          kind: addToWishlistFailureKindFromStatusCode(response.statusCode),
          wishlist: response.data
        };
      }
    },
    deleteItem: (wishlistKey, itemKey, params = {}) => this.execute(
      deleteWishlistEndpointRequest({
        ...params,
        wishlistKey,
        itemKey
      })
    )
  };
  search = {
    suggestions: (term, params = {}) => {
      return this.execute(
        createSearchSuggestionsEndpointRequest({ ...params, term })
      );
    },
    mappings: (term) => {
      return this.execute(createSearchMappingsEndpointRequest({ term }));
    },
    resolve: (term, params = {}) => {
      return this.execute(
        createSearchResolveEndpointRequest({ term, ...params })
      );
    }
  };
  searchv2 = {
    suggestions: (term, params = {}) => {
      return this.execute(
        createSearchV2SuggestionsEndpointRequest({ ...params, term })
      );
    },
    resolve: async (term, params = {}) => {
      try {
        return await this.execute(
          createSearchV2ResolveEndpointRequest({ term, ...params })
        );
      } catch (error) {
        if (error instanceof FetchError && error.response.status === 204) {
          return void 0;
        }
        throw error;
      }
    }
  };
  typeahead = {
    suggestions: (term, params = {}) => {
      return this.execute(
        createTypeaheadSuggestionsEndpointRequest({ ...params, term })
      );
    }
  };
  variants = {
    getByIds: async (variantIds, params = {}) => {
      if (variantIds.length === 0) {
        return [];
      }
      const response = await this.execute(
        createVariantsByIdsEndpointRequest({ ...params, variantIds })
      );
      return response.entities;
    }
  };
  shopConfiguration = {
    get: () => {
      return this.execute({
        method: "GET",
        endpoint: "/v1/shop-configuration"
      });
    }
  };
  brands = {
    getById: (brandId) => {
      return this.execute(createBrandByIdEndpointRequest(brandId));
    },
    get: (parameters) => {
      return this.execute(createBrandsEndpointRequest(parameters));
    }
  };
  campaigns = {
    getById: (campaignId) => {
      return this.execute(createCampaignByIdEndpointRequest(campaignId));
    },
    get: (parameters = {}) => {
      return this.execute(createCampaignsEndpointRequest(parameters));
    }
  };
  navigation = {
    getById: (navigationTreeId, parameters = {}) => {
      return this.execute(
        createNavigationByIdEndpointRequest(navigationTreeId, parameters)
      );
    },
    getAll: (parameters = {}) => {
      return this.execute(createNavigationAllEndpointRequest(parameters));
    }
  };
  navigationv2 = {
    getAll: (parameters = {}) => {
      return this.execute(createNavigationV2AllEndpointRequest(parameters));
    },
    getByReferenceKey: (parameters) => {
      return this.execute(
        createNavigationV2ByReferenceEndpointRequest(parameters)
      );
    }
  };
  promotions = {
    get: (params = {}) => this.execute(createPromotionsEndpointRequest(params)),
    getByIds: (ids, customerToken) => {
      return this.execute(
        createPromotionsEndpointRequest({
          ids,
          customerToken
        })
      );
    }
  };
  recommendations = {
    getSimilarProducts: async (productId, params = {}) => {
      const response = await this.execute(
        createSimilarProductsEndpointRequest({ ...params, productId })
      );
      return (response.recommendations || []).map(({ product }) => product);
    }
  };
  analytics = {
    /**
     * Submits one SCAYLE Tracking event to the analytics ingestion endpoint.
     *
     * Performs the call only. Whether the event may be sent (consent) and when
     * it is sent is decided by the caller.
     *
     * @param event Full event payload, event properties merged with the context
     * @returns Nothing, the endpoint answers `202 Accepted` without a body
     */
    submitEvent: (event) => this.execute(submitAnalyticsEventRequest(event))
  };
}
class BasketMultiOperationsClient {
  latestBasket;
  _client;
  errors;
  constructor(client, latestBasket) {
    this.latestBasket = latestBasket;
    this.errors = [];
    this._client = client;
  }
  async deleteItem(itemKey, params = {}, debugVariantId) {
    try {
      const response = await this._client.basket.deleteItem(
        this.latestBasket.key,
        itemKey,
        params
      );
      if ("code" in response) {
        this.errors.push({
          operation: "delete",
          basketItemKey: itemKey,
          variantId: debugVariantId,
          message: response.message
        });
        return;
      }
      this.updateBasket(response);
    } catch (e) {
      this.errors.push({
        operation: "delete",
        basketItemKey: itemKey,
        variantId: debugVariantId,
        message: `${e}`
      });
    }
  }
  async addItem(variantId, quantity = 1, params = {}) {
    try {
      const response = await this._client.basket.addItem(
        this.latestBasket.key,
        variantId,
        quantity,
        params
      );
      if (response.type === "failure") {
        this.errors.push({
          operation: "add",
          kind: response.kind,
          statusCode: response.statusCode,
          variantId
        });
      }
      this.updateBasket(response.basket);
    } catch (e) {
      this.errors.push({
        operation: "add",
        kind: AddToBasketFailureKind.UNKNOWN,
        statusCode: -1,
        variantId,
        message: `${e}`
      });
    }
  }
  async updateItem(itemKey, quantity, params = {}, debugVariantId) {
    try {
      const response = await this._client.basket.updateItem(
        this.latestBasket.key,
        itemKey,
        quantity,
        params
      );
      if (response.type === "failure") {
        this.errors.push({
          operation: "update",
          basketItemKey: itemKey,
          statusCode: response.statusCode,
          kind: response.kind,
          variantId: debugVariantId
        });
      }
      this.updateBasket(response.basket);
    } catch (e) {
      this.errors.push({
        operation: "update",
        basketItemKey: itemKey,
        statusCode: -1,
        kind: UpdateBasketItemFailureKind.UNKNOWN,
        variantId: debugVariantId,
        message: `${e}`
      });
    }
  }
  updateBasket(basket) {
    if (basket && basket?.key === this.latestBasket.key) {
      this.latestBasket = basket;
    } else {
      throw new Error(`Did not receive valid basket`);
    }
  }
}

const ProductStandardSorting = {
  PRICE: "price",
  DATE_ADDED: "new",
  REDUCTION: "reduction"
};
const CampaignStandardSorting = {
  ID: "id",
  REDUCTION: "reduction",
  START_AT: "start_at",
  END_AT: "end_at"
};
const SortOrder = {
  ASCENDING: "asc",
  DESCENDING: "desc"
};
const SmartSortingKey = {
  /**
   * Promotes items with highest discounts and oldest inventory
   *
   * @see https://scayle.dev/en/core-documentation/the-basics/products/product-sorting?sourceText=Sales%2520Push#sales-push
   */
  SALES_PUSH: "scayle:v1:sales-push",
  /**
   * Prioritizes recently added products with good availability
   *
   * @see https://scayle.dev/en/core-documentation/the-basics/products/product-sorting?sourceText=New%2520Arrivals%2520Push#new-arrivals-push
   */
  NEW_ARRIVALS: "scayle:v1:new-arrivals",
  /**
   * Balances recency, availability, discounts, and sales data
   *
   * @see https://scayle.dev/en/core-documentation/the-basics/products/product-sorting?sourceText=Balanced%2520Value%2520Offerings#balanced-value-offerings
   */
  BALANCED_OFFERINGS: "scayle:v1:balanced-offerings",
  /**
   * Optimizes inventory turnover for high stock products
   *
   * @see https://scayle.dev/en/core-documentation/the-basics/products/product-sorting?sourceText=Inventory%2520Optimization#inventory-optimization
   */
  INVENTORY_OPTIMIZATION: "scayle:v1:inventory-optimization",
  /**
   * Highlights high-value luxury items with discounts
   *
   * @see https://scayle.dev/en/core-documentation/the-basics/products/product-sorting?sourceText=Luxury%2520Promotion#luxury-promotion
   */
  LUXURY_PROMOTION: "scayle:v1:luxury-promotion",
  /**
   * Ensures broad variant availability across products
   *
   * @see https://scayle.dev/en/core-documentation/the-basics/products/product-sorting?sourceText=Comprehensive%2520Stock%2520Coverage#comprehensive-stock-coverage
   */
  STOCK_COVERAGE: "scayle:v1:stock-coverage",
  /**
   * Prioritizes products with strong sales performance
   *
   * @see https://scayle.dev/en/core-documentation/the-basics/products/product-sorting?sourceText=Topseller#topseller
   */
  TOPSELLER: "scayle:v1:topseller",
  /**
   * Maximizes revenue by prioritizing high revenue products
   *
   * @see https://scayle.dev/en/core-documentation/the-basics/products/product-sorting?sourceText=Revenue%2520Maximization#revenue-maximization
   */
  REVENUE_MAX: "scayle:v1:revenue-max",
  /**
   * Favors products with high recent sales performance
   *
   * @see https://scayle.dev/en/core-documentation/the-basics/products/product-sorting?sourceText=Recently%2520Popular#recently-popular
   */
  RECENTLY_POPULAR: "scayle:v1:recently-popular",
  /**
   * Favors products that are currently trending
   *
   * @see https://scayle.dev/en/core-documentation/the-basics/products/product-sorting?sourceText=Trending#trending
   */
  TRENDING: "scayle:v1:trending"
};

const getFirstAttributeValue = (attributes, attributeName) => {
  const attribute = attributes && attributes[attributeName];
  if (!attribute || !attribute.values) {
    return;
  }
  if (attribute.multiSelect) {
    return attribute.values.length > 0 ? attribute.values[0] : void 0;
  }
  return attribute.values;
};
const getAttributeValues = (attributes, attributeName) => {
  const attribute = attributes && attributes[attributeName];
  if (!attribute || !attribute.values) {
    return [];
  }
  if (attribute.multiSelect) {
    return attribute.values;
  }
  return [attribute.values];
};

const ANALYTICS_EVENT_NAMES = [
  "view_page",
  "view_product_list",
  "view_product_tile",
  "select_product",
  "view_product_detail",
  "apply_filter",
  "search",
  "view_search_suggestion",
  "select_search_suggestion",
  "view_promotion",
  "select_promotion",
  "add_to_basket",
  "remove_from_basket",
  "view_basket",
  "add_to_wishlist"
];
const ANALYTICS_DEVICE_TYPES = ["ios", "android", "desktop"];

exports.PromotionEffectType = Promotion.PromotionEffectType;
exports.ANALYTICS_DEVICE_TYPES = ANALYTICS_DEVICE_TYPES;
exports.ANALYTICS_EVENT_NAMES = ANALYTICS_EVENT_NAMES;
exports.APISortOption = ProductStandardSorting;
exports.APISortOrder = SortOrder;
exports.AddToBasketFailureKind = AddToBasketFailureKind;
exports.AddToWishlistFailureKind = AddToWishlistFailureKind;
exports.CampaignSortOption = CampaignStandardSorting;
exports.CampaignStandardSorting = CampaignStandardSorting;
exports.ExistingItemHandling = ExistingItemHandling;
exports.FetchError = FetchError;
exports.FilterTypes = FilterTypes;
exports.ProductStandardSorting = ProductStandardSorting;
exports.SmartSortingKey = SmartSortingKey;
exports.SortOrder = SortOrder;
exports.StorefrontAPIClient = StorefrontAPIClient;
exports.UpdateBasketItemFailureKind = UpdateBasketItemFailureKind;
exports.findBasketItem = findBasketItem;
exports.getAttributeValues = getAttributeValues;
exports.getFirstAttributeValue = getFirstAttributeValue;
