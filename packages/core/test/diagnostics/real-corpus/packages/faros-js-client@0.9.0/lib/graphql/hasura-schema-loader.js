"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.HasuraSchemaLoader = void 0;
const assert_1 = require("assert");
const axios_1 = __importDefault(require("axios"));
const fs_extra_1 = __importDefault(require("fs-extra"));
const lodash_1 = require("lodash");
const path_1 = __importDefault(require("path"));
const pino_1 = __importDefault(require("pino"));
const toposort_1 = __importDefault(require("toposort"));
const ts_essentials_1 = require("ts-essentials");
const verror_1 = require("verror");
const schema_1 = require("./schema");
// Loads schema from a Hasura api
class HasuraSchemaLoader {
    /**
     * Create a schema loader
     * @param url Hasura instance URL
     * @param adminSecret Hasura admin credential
     * @param camelCaseFieldNames where applicable ensure names that will be
     * interpreted as GraphQL fields are camel cased. False by default
     * @param logger
     */
    constructor(url, adminSecret, camelCaseFieldNames = false, logger = (0, pino_1.default)({ name: 'hasura-schema-loader' })) {
        this.camelCaseFieldNames = camelCaseFieldNames;
        this.logger = logger;
        this.api = axios_1.default.create({
            baseURL: url,
            headers: {
                'X-Hasura-Role': 'admin',
                ...(adminSecret && { 'X-Hasura-Admin-Secret': adminSecret }),
            },
        });
    }
    async fetchDbSource() {
        const response = await this.api.post('/v1/metadata', {
            type: 'export_metadata',
            version: 2,
            args: {},
        });
        const sources = response.data.metadata.sources;
        const defaultSource = (0, lodash_1.find)(sources, (source) => source.name === 'default');
        if (!defaultSource) {
            throw new verror_1.VError('Faros database not connected to Hasura');
        }
        return defaultSource;
    }
    async fetchPrimaryKeys() {
        const response = await this.api.post('/v2/query', {
            type: 'run_sql',
            args: {
                source: 'default',
                sql: await fs_extra_1.default.readFile(path_1.default.join(__dirname, '../../resources/fetch-primary-keys.sql'), 'utf8'),
                cascade: false,
                read_only: true,
            },
        });
        const result = response.data.result;
        if (!result) {
            throw new verror_1.VError('Failed to load primary keys');
        }
        const primaryKeys = {};
        result
            .filter((row) => row[0] !== 'table_name')
            .forEach(([table, exp]) => {
            primaryKeys[table] = (0, schema_1.parsePrimaryKeys)(exp, this.camelCaseFieldNames);
        });
        return primaryKeys;
    }
    /**
     * Builds map from sourceTable to map of targetTable by fk column.
     *
     * That is, given:
     *   sourceTable (e.g. cicd_Build)
     *   fk column (e.g. pipeline_id in cicd_Build)
     *   targetTable (e.g. cicd_Pipeline): table.table.name
     *
     * The output, res, can be used as:
     *   res['cicd_Build']['pipeline_id'] => 'cicd_Pipeline'
     */
    static indexFkTargetModels(source) {
        const res = {};
        for (const table of source.tables) {
            const targetTable = table.table.name;
            for (const arrRel of table.array_relationships || []) {
                const fkCol = (0, schema_1.foreignKeyForArray)(arrRel);
                const sourceTable = remoteTableForArray(arrRel);
                (0, assert_1.ok)(sourceTable, `missing source table on ${JSON.stringify(arrRel)}`);
                if (!res[sourceTable]) {
                    res[sourceTable] = {};
                }
                res[sourceTable][fkCol] = targetTable;
            }
            // find array relationship represented as reverse object relationships
            for (const objRel of table.object_relationships || []) {
                const reverseObjFk = (0, schema_1.foreignKeyForReverseObj)(objRel);
                if (reverseObjFk) {
                    if (!res[reverseObjFk.sourceTable]) {
                        res[reverseObjFk.sourceTable] = {};
                    }
                    res[reverseObjFk.sourceTable][reverseObjFk.fkCol] = targetTable;
                }
            }
        }
        return res;
    }
    async loadSchema() {
        var _a, _b, _c;
        const primaryKeysFromDb = await this.fetchPrimaryKeys();
        const source = await this.fetchDbSource();
        const targetTableByFk = HasuraSchemaLoader.indexFkTargetModels(source);
        const query = await fs_extra_1.default.readFile(path_1.default.join(__dirname, '../../resources/introspection-query.gql'), 'utf8');
        const response = await this.api.post('/v1/graphql', { query });
        const schema = response.data.data.__schema;
        const tableNames = [];
        const scalars = {};
        const references = {};
        const backReferences = {};
        const primaryKeysFromSchema = {};
        for (const table of source.tables) {
            const tableName = table.table.name;
            tableNames.push(tableName);
            const type = (0, lodash_1.find)(schema.types, (t) => t.name === tableName && t.kind === 'OBJECT');
            if (!(type === null || type === void 0 ? void 0 : type.fields)) {
                continue;
            }
            const scalarTypes = type.fields.filter((t) => this.unwrapType(t.type).kind === 'SCALAR'
                && t.description !== 'generated');
            const tableScalars = {};
            for (const scalar of scalarTypes) {
                if (!schema_1.MULTI_TENANT_COLUMNS.has((0, lodash_1.snakeCase)(scalar.name))) {
                    tableScalars[scalar.name] = this.unwrapType(scalar.type).name;
                }
            }
            scalars[tableName] = tableScalars;
            if (type.description) {
                try {
                    const { primaryKeys } = JSON.parse(type.description);
                    if (primaryKeys) {
                        (0, ts_essentials_1.assert)(Array.isArray(primaryKeys), 'primaryKeys is not an array');
                        primaryKeysFromSchema[tableName] = this.camelCaseFieldNames ?
                            primaryKeys.map((c) => (0, lodash_1.camelCase)(c)) : primaryKeys;
                    }
                }
                catch (e) {
                    this.logger.debug(`unable to parse ${tableName} description: ${JSON.stringify(e)}`);
                }
            }
            const tableReferences = {};
            for (const rel of (_a = table.object_relationships) !== null && _a !== void 0 ? _a : []) {
                const fk = (0, schema_1.foreignKeyForObj)(rel);
                // skip reverse object relationships
                if (fk === 'id') {
                    continue;
                }
                const relFldName = this.camelCaseFieldNames ? (0, lodash_1.camelCase)(fk) : fk;
                const relMetadata = {
                    field: rel.name,
                    model: targetTableByFk[table.table.name][fk],
                    foreignKey: relFldName
                };
                // index relation metadata using both FK column and rel.name
                // this is needed for cross-compatibility with CE and SaaS
                // GraphQLClient iterates over fields of records checking this
                // data structure for matches on nested objects.
                // the record contains SDL relationship names like owner or repository
                // in CE, the FK column matches this relationship name
                // in SaaS, the column is irrelevant we need to index by Hasura rel.name
                tableReferences[relFldName] = relMetadata;
                tableReferences[rel.name] = relMetadata;
            }
            references[tableName] = tableReferences;
            backReferences[tableName] = ((_b = table.array_relationships) !== null && _b !== void 0 ? _b : []).map((rel) => {
                return {
                    field: rel.name,
                    model: remoteTableForArray(rel),
                };
            });
            const reverseBackRefs = [];
            ((_c = table.object_relationships) !== null && _c !== void 0 ? _c : []).forEach((rel) => {
                const reverseObjFk = (0, schema_1.foreignKeyForReverseObj)(rel);
                if (reverseObjFk) {
                    reverseBackRefs.push({
                        field: rel.name,
                        model: reverseObjFk.sourceTable,
                    });
                }
            });
            backReferences[tableName].push(...reverseBackRefs);
        }
        const modelDeps = [];
        for (const model of Object.keys(references)) {
            for (const ref of Object.values(references[model])) {
                if (model !== ref.model) {
                    modelDeps.push([model, ref.model]);
                }
            }
        }
        const sortedModelDependencies = (0, toposort_1.default)(modelDeps);
        return {
            primaryKeys: (0, lodash_1.isEmpty)(primaryKeysFromSchema) ?
                primaryKeysFromDb : primaryKeysFromSchema,
            scalars,
            references,
            backReferences,
            sortedModelDependencies,
            tableNames,
        };
    }
    // Unwraps type from its wrapping type (non-null and list containers)
    unwrapType(type) {
        if (type.kind === 'LIST' || type.kind === 'NON_NULL') {
            return this.unwrapType(type.ofType);
        }
        return type;
    }
}
exports.HasuraSchemaLoader = HasuraSchemaLoader;
function remoteTableForArray(rel) {
    var _a, _b;
    if ((0, schema_1.isManualConfiguration)(rel.using)) {
        return rel.using.manual_configuration.remote_table.name;
    }
    const arrFK = rel.using;
    const table = (_b = (_a = arrFK.foreign_key_constraint_on) === null || _a === void 0 ? void 0 : _a.table) === null || _b === void 0 ? void 0 : _b.name;
    (0, assert_1.ok)(table, `expected remote table on ${JSON.stringify(arrFK)}`);
    return table;
}
//# sourceMappingURL=hasura-schema-loader.js.map