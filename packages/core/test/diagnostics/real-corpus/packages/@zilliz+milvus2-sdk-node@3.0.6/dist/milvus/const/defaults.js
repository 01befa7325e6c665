"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_MIN_COSINE_DISTANCE = exports.DEFAULT_MAX_L2_DISTANCE = exports.DEFAULT_MAX_SEARCH_SIZE = exports.DEFAULT_MIN_INT64 = exports.DEFAULT_POOL_MIN = exports.DEFAULT_POOL_MAX = exports.DEFAULT_HTTP_ENDPOINT_VERSION = exports.DEFAULT_HTTP_TIMEOUT = exports.CLUSTER_ID = exports.DEFAULT_COUNT_QUERY_STRING = exports.DEFAULT_DYNAMIC_FIELD = exports.DEFAULT_DB = exports.DEFAULT_RESOURCE_GROUP = exports.DEFAULT_PARTITIONS_NUMBER = exports.DEFAULT_RETRY_DELAY = exports.DEFAULT_MAX_RETRIES = exports.DEFAULT_PRIMARY_KEY_FIELD = exports.DEFAULT_VECTOR_FIELD = exports.DEFAULT_METRIC_TYPE = exports.DEFAULT_TOPK = exports.DEFAULT_CONNECT_TIMEOUT = exports.DEFAULT_MILVUS_PORT = void 0;
// defaults
exports.DEFAULT_MILVUS_PORT = 19530; // default milvus port
exports.DEFAULT_CONNECT_TIMEOUT = 15 * 1000; // 15s
exports.DEFAULT_TOPK = 100; // default topk
exports.DEFAULT_METRIC_TYPE = 'COSINE'; // default metric type
exports.DEFAULT_VECTOR_FIELD = 'vector'; // default vector field
exports.DEFAULT_PRIMARY_KEY_FIELD = 'id'; // default primary key field
exports.DEFAULT_MAX_RETRIES = 3; // max retry time
exports.DEFAULT_RETRY_DELAY = 10; // retry delay, 10ms
exports.DEFAULT_PARTITIONS_NUMBER = 16; // default partitions number
exports.DEFAULT_RESOURCE_GROUP = '__default_resource_group'; // default resource group
exports.DEFAULT_DB = 'default'; // default database name
exports.DEFAULT_DYNAMIC_FIELD = '$meta'; // default dynamic field name
exports.DEFAULT_COUNT_QUERY_STRING = 'count(*)'; // default count query string
exports.CLUSTER_ID = 'cluster_id'; // cluster id routing parameter for DQL requests
exports.DEFAULT_HTTP_TIMEOUT = 60000; // default http timeout, 60s
exports.DEFAULT_HTTP_ENDPOINT_VERSION = 'v2'; // api version, default v1
exports.DEFAULT_POOL_MAX = 10; // default max pool client number
exports.DEFAULT_POOL_MIN = 2; // default min pool client number
exports.DEFAULT_MIN_INT64 = `-9223372036854775807`; // min int64
exports.DEFAULT_MAX_SEARCH_SIZE = 16384; //  max query/search size
exports.DEFAULT_MAX_L2_DISTANCE = 99999999; // max l2 distance
exports.DEFAULT_MIN_COSINE_DISTANCE = -2.0; // min cosine distance
//# sourceMappingURL=defaults.js.map